// The import preview's confirm and cancel buttons (issue #38), with the preview's promise (issue #45): what the
// worker's dry run of the save (planImport) says confirming will do, titles already on My List counted as such.
import { useT, type Translate } from '../../../../i18n/i18n-provider';
import type { SaveSummary } from '../save-import';
import '../../../../components/button.css';
import './import.css';

/** The preview's promise, from the worker's dry run of the save (planImport): what the confirm button says. */
export function planNote(plan: SaveSummary, t: Translate): string {
  const parts: string[] = [];
  if (plan.alreadyListed > 0) parts.push(t('import.planAlready', { count: plan.alreadyListed }));
  if (plan.keptRemoved > 0) parts.push(t('import.planRemoved', { count: plan.keptRemoved }));
  if (plan.keptNewer > 0) parts.push(t('import.planKeptNewer', { count: plan.keptNewer }));
  return parts.join(' · ');
}

export function ConfirmButtons({
  onCancel,
  onConfirm,
  plan,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  /** What confirming will do (null while the worker counts it for the latest choices). */
  plan: SaveSummary | null;
}) {
  const t = useT();
  const note = plan ? planNote(plan, t) : '';
  const label = !plan
    ? t('import.counting')
    : plan.added || !plan.rated
      ? plan.rated
        ? t('import.addTitlesRatings', { titles: plan.added, ratings: plan.rated })
        : t('import.addTitles', { titles: plan.added })
      : t('import.addRatings', { ratings: plan.rated });
  return (
    <div className="import-actions">
      {note && (
        <p className="import-note import-actions__note" data-testid="import-plan">
          {note}
        </p>
      )}
      <button
        type="button"
        className="sf-btn sf-btn--outline"
        onClick={onCancel}
        data-testid="import-discard"
      >
        {t('import.discard')}
      </button>
      <button
        type="button"
        className="sf-btn sf-btn--solid sf-palette-yellow"
        onClick={onConfirm}
        disabled={!plan || plan.added + plan.rated === 0}
        data-testid="import-confirm"
      >
        {label}
      </button>
    </div>
  );
}
