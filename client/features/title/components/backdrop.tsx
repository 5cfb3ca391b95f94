import { Link as RouterLink } from 'react-router-dom';
import { useImageFailed } from '../../../lib/use-image-failed';
import { ChevronLeftIcon } from '../../../components/icons';
import { tmdbImage } from '../../../lib/image';
import { useT } from '../../../i18n/i18n-provider';

/**
 * The wide still behind the header (decorative), fading into the page, with the back-to-home button. Static
 * classes (features/title/title-page.css), rendered on the server by this same component.
 */
export function Backdrop({ path }: { path: string | null | undefined }) {
  const src = tmdbImage(path, 'w1280');
  const t = useT();
  const [failed, imageEvents] = useImageFailed(src, 'Backdrop failed to load');
  return (
    <div className="sf-tp-backdrop" data-testid="backdrop">
      {src && !failed ? (
        <img className="sf-tp-backdrop__img" src={src} alt="" fetchPriority="high" {...imageEvents} />
      ) : (
        <div className="sf-tp-backdrop__fallback" />
      )}
      <div className="sf-tp-backdrop__shade" />
      <RouterLink className="sf-tp-back" to="/">
        <ChevronLeftIcon size={18} />
        {t('title.back')}
      </RouterLink>
    </div>
  );
}
