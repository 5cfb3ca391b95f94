import { useCallback, useState } from 'react';
import { useT } from '../i18n/i18n-provider';
import { useImageFailed } from '../lib/use-image-failed';
import { tmdbImage, type TmdbImageSize } from '../lib/image';

export interface PosterImageProps {
  path: string | null | undefined;
  alt: string;
  size?: TmdbImageSize;
  /** 'high' loads eagerly (above the fold); 'low' is lazy. */
  priority?: 'high' | 'low';
  /** Rounded corners token (Chakra radii: 'none', 'sm', 'md', 'lg', 'xl'...); defaults to 'md'. */
  rounded?: string;
}

/**
 * The 'No poster' placeholder: /poster-placeholder.svg's look (that file has no text, so it says nothing in English
 * on a page in another language), with the words in the page's language.
 */
export function PosterPlaceholder({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="sf-placeholder" data-testid="poster-placeholder">
      <svg width="40" height="40" viewBox="0 0 52 60" aria-hidden="true" focusable="false">
        <path d="M0 0v60l52-30z" fill="#4a5368" />
      </svg>
      <p>{label ?? t('card.noPoster')}</p>
    </div>
  );
}

/**
 * A 2:3 poster: pulse skeleton while loading, the image once loaded, the placeholder when the path is missing
 * or the image fails (docs/spec.md §4, "Poster image"; failure logged as a warning). One per card, so static
 * classes (components/ui.css) instead of Chakra style props; the 2:3 box never changes size.
 */
export function PosterImage({
  path,
  alt,
  size = 'w342',
  priority = 'low',
  rounded = 'md',
}: PosterImageProps) {
  const src = tmdbImage(path, size);
  const [failed, imageEvents] = useImageFailed(src, 'Poster failed to load');
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const status = !src || failed ? 'error' : loadedSrc === src ? 'loaded' : 'loading';
  // A server-rendered poster can load before hydration, its load event before React listened.
  const checkFailed = imageEvents.ref;
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      checkFailed(img);
      if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
    },
    [checkFailed, src],
  );

  return (
    <div
      className="sf-poster"
      style={rounded === 'md' ? undefined : { borderRadius: `var(--chakra-radii-${rounded})` }}
    >
      {status === 'loading' && <span className="sf-skel" aria-hidden="true" data-testid="poster-skeleton" />}
      {status === 'error' || !src ? (
        <PosterPlaceholder />
      ) : (
        <img
          className="sf-poster__img"
          src={src}
          alt={alt}
          loading={priority === 'high' ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          data-loaded={status === 'loaded' ? '' : undefined}
          ref={ref}
          onLoad={() => setLoadedSrc(src)}
          onError={imageEvents.onError}
        />
      )}
    </div>
  );
}
