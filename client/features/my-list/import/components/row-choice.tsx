// One row of the import preview to decide on (issue #38): a fieldset of radio buttons, the candidates the
// matching found (or those of a search by hand) and "Skip"; native inputs, so keyboards and screen readers
// get the usual radio group. Static classes (import.css, components/input.css and button.css), not per-row Chakra
// styles: a preview shows up to 40 of these at once, and the step that shows them is the import's longest task.
import { useId, useState } from 'react';
import { BusyLabel } from '../../../../components/busy-label';
import type { MatchAnswer, MatchCandidate } from '../../../../../api/src/contract/title-match';
import { useT, type Translate } from '../../../../i18n/i18n-provider';
import type { ImportRow } from '../import-file';
import '../../../../components/button.css';
import '../../../../components/input.css';
import './import.css';

export type Choice = MatchCandidate | 'skip';

const describe = (c: MatchCandidate, t: Translate) =>
  `${c.title}${c.year ? ` (${c.year})` : ''} · ${t(c.media_type === 'tv' ? 'import.typeTv' : 'import.typeMovie')}` +
  (c.original_title ? ` · ${t('import.originalTitle', { title: c.original_title })}` : '');

export function RowChoice({
  item,
  choice,
  onChoose,
  search,
}: {
  item: { row: ImportRow; answer: MatchAnswer; index: number };
  choice: Choice;
  onChoose: (c: Choice) => void;
  search?: (query: string) => Promise<MatchCandidate[]>;
}) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState(item.row.title ?? '');
  const [found, setFound] = useState<MatchCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = found ?? item.answer.candidates;
  const label = `${item.row.title ?? item.row.imdb_id ?? t('import.untitled')}${item.row.year ? ` (${item.row.year})` : ''}`;
  const selected = choice === 'skip' ? 'skip' : `${choice.media_type}:${choice.id}`;

  const run = async () => {
    setBusy(true);
    try {
      setFound(await search!(query));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="import-row" data-testid="import-row">
      <fieldset className="import-choice">
        <legend>
          <span className="import-row__title">{label}</span>{' '}
          <span className="import-row__meta">
            {item.row.rating
              ? t('import.rowLineRated', { line: String(item.row.line), rating: item.row.rating })
              : t('import.rowLine', { line: String(item.row.line) })}
          </span>
        </legend>
        {search && (
          <form className="import-row__search" onSubmit={(e) => (e.preventDefault(), void run())}>
            <label htmlFor={`${id}-q`} className="sf-visually-hidden">
              {t('import.searchFor', { label })}
            </label>
            <input
              id={`${id}-q`}
              className="sf-input import-row__query"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
            />
            <button
              type="submit"
              className="sf-btn sf-btn--sm sf-btn--outline"
              disabled={busy}
              data-loading={busy ? '' : undefined}
            >
              <BusyLabel busy={busy}>{t('import.search')}</BusyLabel>
            </button>
          </form>
        )}
        {found && found.length === 0 && (
          <p className="import-row__meta" role="status">
            {t('import.noTitlesFor', { query })}
          </p>
        )}
        {candidates.map((c) => {
          const v = `${c.media_type}:${c.id}`;
          return (
            <label key={v}>
              <input type="radio" name={id} value={v} checked={selected === v} onChange={() => onChoose(c)} />
              <span>{describe(c, t)}</span>
            </label>
          );
        })}
        <label>
          <input
            type="radio"
            name={id}
            value="skip"
            checked={selected === 'skip'}
            onChange={() => onChoose('skip')}
          />
          <span>{t('import.skipRow')}</span>
        </label>
      </fieldset>
    </div>
  );
}
