// The import preview (issue #38): counts of matched / to check / not found (and rows left out), the rows to
// decide on 20 at a time, the first matched titles folded away; and the summary once saved. Static classes
// (import.css, components/button.css), not Chakra's styled components: the step that shows them is the import's
// longest main-thread task (scripts/bench-import.mjs), and Emotion's style work is most of a Chakra commit.
import { useState } from 'react';
import type { MatchCandidate } from '../../../../../api/src/contract/title-match';
import { formatCount } from '../../../../lib/format';
import type { ImportFormat } from '../import-file';
import type { Pick, PreviewItem, ReadSummary } from '../import-protocol';
import type { SaveSummary } from '../save-import';
import { RowChoice, type Choice } from './row-choice';
import '../../../../components/button.css';
import './import.css';

export interface PreviewGroups {
  /** The first matched rows (the worker sends MATCHED_SHOWN of them; the rest are only counted). */
  matched: PreviewItem[];
  uncertain: PreviewItem[];
  notFound: PreviewItem[];
}

export function groupItems(items: PreviewItem[]): PreviewGroups {
  const groups: PreviewGroups = { matched: [], uncertain: [], notFound: [] };
  for (const i of items) {
    if (i.answer.status === 'matched') groups.matched.push(i);
    else if (i.answer.status === 'uncertain') groups.uncertain.push(i);
    else groups.notFound.push(i);
  }
  return groups;
}

/** The rows decided on (a title picked, not skipped): what the page sends the worker to save. */
export function picksOf(
  groups: PreviewGroups | undefined,
  choices: Map<number, Choice>,
): Array<Pick & { rated: boolean }> {
  const out: Array<Pick & { rated: boolean }> = [];
  for (const i of groups ? [...groups.uncertain, ...groups.notFound] : []) {
    const c = choices.get(i.index);
    if (c && c !== 'skip') out.push({ index: i.index, title: c, rated: Boolean(i.row.rating) });
  }
  return out;
}

const FORMAT_NAMES: Record<ImportFormat, string> = {
  imdb: 'IMDb export',
  letterboxd: 'Letterboxd export',
  'letterboxd-import': 'Letterboxd import file',
  'streamfinder-json': 'StreamFinder export',
  plain: 'List of titles',
};

const PAGE = 20;
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

function CountChip({ label, n, tone, id }: { label: string; n: number; tone: string; id: string }) {
  return (
    <li className={`import-chip import-chip--${tone}`}>
      {label}: <span data-testid={`import-count-${id}`}>{formatCount(n)}</span>
    </li>
  );
}

function Decide({
  title,
  items,
  choices,
  onChoose,
  search,
  testId,
}: {
  title: string;
  items: PreviewItem[];
  choices: Map<number, Choice>;
  onChoose: (index: number, c: Choice) => void;
  search?: (query: string) => Promise<MatchCandidate[]>;
  testId: string;
}) {
  const [shown, setShown] = useState(PAGE);
  if (!items.length) return null;
  return (
    <section className="import-stack" aria-label={title} data-testid={testId}>
      <h3 className="import-strong">{title}</h3>
      {items.slice(0, shown).map((i) => (
        <RowChoice
          key={i.index}
          item={i}
          choice={choices.get(i.index) ?? 'skip'}
          onChoose={(c) => onChoose(i.index, c)}
          search={search}
        />
      ))}
      {items.length > shown && (
        <button
          type="button"
          className="sf-btn sf-btn--sm sf-btn--outline import-start"
          onClick={() => setShown((n) => n + PAGE)}
        >
          Show {Math.min(PAGE, items.length - shown)} more
        </button>
      )}
    </section>
  );
}

export function ImportPreview({
  result,
  name,
  groups,
  choices,
  onChoose,
  search,
}: {
  result: ReadSummary;
  name: string;
  groups: PreviewGroups;
  choices: Map<number, Choice>;
  onChoose: (index: number, c: Choice) => void;
  search: (query: string) => Promise<MatchCandidate[]>;
}) {
  const [matchedOpen, setMatchedOpen] = useState(false);
  return (
    <div className="import-stack import-stack--5" data-testid="import-preview">
      <div>
        <p className="import-strong">
          {FORMAT_NAMES[result.format]}: {plural(result.total, 'row')}
          {name ? ` in ${name}` : ''}
        </p>
        <ul className="import-chips" data-testid="import-counts">
          <CountChip label="Matched" n={result.counts.matched} tone="matched" id="matched" />
          <CountChip label="To check" n={result.counts.uncertain} tone="uncertain" id="uncertain" />
          <CountChip label="Not found" n={result.counts.notFound} tone="not-found" id="not-found" />
          {result.skipped > 0 && (
            <CountChip label="Left out" n={result.skipped} tone="skipped" id="skipped" />
          )}
        </ul>
        {result.where === 'device' && (
          <p className="import-note import-note--spaced">
            Matched on this device (offline); the titles and ratings reach the server once you are online.
          </p>
        )}
      </div>
      <Decide
        title={`To check (${groups.uncertain.length}): pick the right title or skip it`}
        items={groups.uncertain}
        choices={choices}
        onChoose={onChoose}
        testId="import-uncertain"
      />
      <Decide
        title={`Not found (${groups.notFound.length}): search by hand or skip`}
        items={groups.notFound}
        choices={choices}
        onChoose={onChoose}
        search={search}
        testId="import-not-found"
      />
      {result.counts.matched > 0 && (
        <details onToggle={(e) => setMatchedOpen(e.currentTarget.open)}>
          <summary>
            <span className="import-strong">Matched ({formatCount(result.counts.matched)})</span>
          </summary>
          <ul className="import-list import-list--matched" data-testid="import-matched">
            {/* Rendered when opened: a 5,000-row preview would otherwise commit hundreds of rows at once. */}
            {(matchedOpen ? groups.matched : []).map((i) => (
              <li key={i.index}>
                {i.row.title ?? i.row.imdb_id} → {i.answer.match!.title}
                {i.answer.match!.year ? ` (${i.answer.match!.year})` : ''}
                {i.row.rating ? `, ${plural(i.row.rating, 'star')}` : ''}
              </li>
            ))}
            {matchedOpen && result.counts.matched > groups.matched.length && (
              <li>and {formatCount(result.counts.matched - groups.matched.length)} more</li>
            )}
          </ul>
        </details>
      )}
    </div>
  );
}

export function ImportSummary({ summary }: { summary: SaveSummary }) {
  return (
    <div className="import-stack import-stack--2" data-testid="import-summary">
      <p className="import-strong">Import saved on this device</p>
      <ul className="import-list">
        <li>{plural(summary.added, 'title')} added to My List</li>
        {summary.alreadyListed > 0 && <li>{plural(summary.alreadyListed, 'title')} already on My List</li>}
        <li>{plural(summary.rated, 'rating')} saved</li>
        {summary.keptNewer > 0 && (
          <li>{plural(summary.keptNewer, 'rating')} kept as rated here (newer than the file)</li>
        )}
        {summary.keptRemoved > 0 && (
          <li>{plural(summary.keptRemoved, 'title')} left off (removed here after the file)</li>
        )}
      </ul>
      <p className="import-note">
        {navigator.onLine
          ? 'They are being sent to the server now.'
          : 'They reach the server once you are online again.'}
      </p>
    </div>
  );
}
