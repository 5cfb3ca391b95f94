// The import preview's confirm and cancel buttons (issue #38), with the preview's promise (issue #45): what the
// worker's dry run of the save (planImport) says confirming will do, titles already on My List counted as such.
import { formatCount } from '../../../../lib/format';
import type { SaveSummary } from '../save-import';
import { plural } from './import-preview';
import '../../../../components/button.css';
import './import.css';

/** The preview's promise, from the worker's dry run of the save (planImport): what the confirm button says. */
export function planNote(plan: SaveSummary): string {
  const parts: string[] = [];
  if (plan.alreadyListed > 0) parts.push(`${formatCount(plan.alreadyListed)} already on My List`);
  if (plan.keptRemoved > 0) parts.push(`${formatCount(plan.keptRemoved)} removed here later, left off`);
  if (plan.keptNewer > 0) parts.push(`${plural(plan.keptNewer, 'rating')} kept as rated here`);
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
  const note = plan ? planNote(plan) : '';
  const label = !plan
    ? 'Counting…'
    : plan.added || !plan.rated
      ? `Add ${plural(plan.added, 'title')}${plan.rated ? ` and ${plural(plan.rated, 'rating')}` : ''}`
      : `Add ${plural(plan.rated, 'rating')}`;
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
        Cancel, save nothing
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
