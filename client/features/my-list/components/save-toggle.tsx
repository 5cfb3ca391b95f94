import type { MediaType, MovieDetails, TvDetails } from '../../../../api/src/contract';
import { useSelectedCountry } from '../../../lib/region';
import { useIsOnList } from '../saved-store';
import { summaryOfDetails } from '../../../../api/src/contract/summary';
import { BookmarkIcon } from './card-save-button';
import { AlertsOptIn } from '../alerts/alerts-opt-in';
import '../../../components/button.css';
import { useT } from '../../../i18n/i18n-provider';
import { useEarlyClicks } from '../../../lib/early-click';

const EARLY_KEY = 'title-save';

/** 'Add to My List' / 'On My List' on the title page header; once saved, the alerts opt-in (issue #37). */
export function TitleSaveButton({ type, details }: { type: MediaType; details: MovieDetails | TvDetails }) {
  const { country } = useSelectedCountry();
  const saved = useIsOnList(type, details.id);
  const t = useT();
  // The device's My List code (Dexie) loads on the first click, as on the cards: not with the page.
  const save = (on: boolean) =>
    void import('../toggle').then(({ toggleSaved }) =>
      toggleSaved(type, summaryOfDetails(type, details), country, on, details, t),
    );
  // Tapped while the page's scripts were still loading: saved now. The server's page, which cannot know the
  // device's list, said 'Add to My List'.
  useEarlyClicks({ [EARLY_KEY]: () => save(true) });
  return (
    <>
      <button
        type="button"
        className={`sf-btn sf-btn--sm sf-palette-yellow ${saved ? 'sf-btn--solid' : 'sf-btn--outline'}`}
        aria-pressed={saved}
        onClick={() => save(!saved)}
        data-early-click={EARLY_KEY}
        data-testid="title-save"
      >
        <BookmarkIcon filled={saved} size={18} />
        {t(saved ? 'cardSave.onList' : 'cardSave.add')}
      </button>
      {/* Offered once the title is saved (issue #37), never before. */}
      {saved && <AlertsOptIn />}
    </>
  );
}
