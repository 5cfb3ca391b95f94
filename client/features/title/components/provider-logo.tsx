import { tmdbImage } from '../../../lib/image';
import { useImageFailed } from '../../../lib/use-image-failed';
import '../title-sections.css';

export interface ProviderLogoProps {
  name: string;
  logoPath: string | null | undefined;
  /** Square size in px. */
  px: number;
  /** Empty alt when the name is given another way (e.g. the link's label). */
  decorative?: boolean;
}

/**
 * The provider's logo (w45, the spec's provider-logo size), or its first letter when there is no logo or it fails
 * to load. Static classes (features/title/title-sections.css): rendered once per provider, no per-logo style work.
 */
export function ProviderLogo({ name, logoPath, px, decorative = false }: ProviderLogoProps) {
  const src = tmdbImage(logoPath, 'w45');
  const [failed, imageEvents] = useImageFailed(src, 'Provider logo failed to load');
  if (!src || failed) {
    // A span, like the <img> it stands in for: it sits inside spans and links (phrasing content); the class makes
    // it a box.
    return (
      <span
        className="sf-plogo sf-plogo--letter"
        style={{ width: px, height: px, fontSize: Math.round(px * 0.45) }}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
        data-testid="provider-letter"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className="sf-plogo"
      src={src}
      alt={decorative ? '' : name}
      width={px}
      height={px}
      style={{ width: px, height: px }}
      loading="lazy"
      decoding="async"
      {...imageEvents}
    />
  );
}
