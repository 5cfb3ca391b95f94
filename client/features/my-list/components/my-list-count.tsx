import { useSavedCount } from '../saved-store';

/** The number of saved titles beside the 'My List' navigation link. */
export function MyListCount() {
  const count = useSavedCount();
  if (!count) return null;
  return (
    <span className="sf-count-badge" data-testid="my-list-nav-count">
      {count}
      <span className="sf-visually-hidden"> saved</span>
    </span>
  );
}
