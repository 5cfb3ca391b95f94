// One save/remove action for every My List button: writes the change on the device (store.ts) and says so in
// a toast. Loaded on the first click by the card buttons, so the cards carry none of it.
import type { MediaType, MovieDetails, TitleSummary, TvDetails } from '../../../api/src/contract';
import { toaster } from '../../components/toaster';
import { englishT, type Translate } from '../../i18n/i18n-provider';
import { watchSavedNow } from './saved-store';
import { setSaved } from './store';

const nameOf = (item: TitleSummary | MovieDetails | TvDetails, t: Translate) =>
  ('title' in item ? item.title : item.name) || t('myListToast.thisTitle');

/** `t`: the page's messages (the caller's useT()), so the toast speaks the page's language. */
export async function toggleSaved(
  type: MediaType,
  item: TitleSummary,
  country: string,
  next: boolean,
  details?: MovieDetails | TvDetails,
  t: Translate = englishT,
): Promise<void> {
  // The cards read My List from a live query that a first visit starts only when idle: it must see this.
  watchSavedNow();
  try {
    await setSaved(type, item, country, next, details);
    toaster.create({
      id: `my-list-${type}-${item.id}`,
      type: next ? 'success' : 'info',
      title: t(next ? 'myListToast.added' : 'myListToast.removed'),
      description: nameOf(item, t),
    });
  } catch (err) {
    console.warn('My List change failed', err);
    toaster.create({
      type: 'error',
      title: t('myListToast.failed'),
      description: t('myListToast.retry'),
    });
  }
}
