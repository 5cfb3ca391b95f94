// One save/remove action for every My List button: writes the change on the device (store.ts) and says so in
// a toast. Loaded on the first click by the card buttons, so the cards carry none of it.
import type { MediaType, MovieDetails, TitleSummary, TvDetails } from '../../../api/src/contract';
import { toaster } from '../../components/toaster';
import { watchSavedNow } from './saved-store';
import { setSaved } from './store';

const nameOf = (item: TitleSummary | MovieDetails | TvDetails) =>
  ('title' in item ? item.title : item.name) || 'this title';

export async function toggleSaved(
  type: MediaType,
  item: TitleSummary,
  country: string,
  next: boolean,
  details?: MovieDetails | TvDetails,
): Promise<void> {
  // The cards read My List from a live query that a first visit starts only when idle: it must see this.
  watchSavedNow();
  try {
    await setSaved(type, item, country, next, details);
    toaster.create({
      id: `my-list-${type}-${item.id}`,
      type: next ? 'success' : 'info',
      title: next ? 'Added to My List' : 'Removed from My List',
      description: nameOf(item),
    });
  } catch (err) {
    console.warn('My List change failed', err);
    toaster.create({
      type: 'error',
      title: 'My List could not be changed',
      description: 'Please try again.',
    });
  }
}
