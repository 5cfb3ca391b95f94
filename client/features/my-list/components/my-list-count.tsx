import { useSavedCount } from '../saved-store';
import { useT } from '../../../i18n/i18n-provider';

/** The number of saved titles beside the 'My List' navigation link. */
export function MyListCount() {
  const count = useSavedCount();
  const t = useT();
  if (!count) return null;
  return (
    <span className="sf-count-badge" data-testid="my-list-nav-count">
      {count}
      <span className="sf-visually-hidden"> {t('nav.savedCount', { count })}</span>
    </span>
  );
}
