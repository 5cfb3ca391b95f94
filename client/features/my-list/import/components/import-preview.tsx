// The import preview (issue #38): counts of matched / to check / not found (and rows left out), the rows to
// decide on 20 at a time, the first matched titles folded away; and the summary once saved. Static classes
// (import.css, components/button.css), not Chakra's styled components: the step that shows them is the import's
// longest main-thread task (scripts/bench-import.mjs), and Emotion's style work is most of a Chakra commit.
import { useState } from 'react';
import type { MatchCandidate } from '../../../../../api/src/contract/title-match';
import { useLocale, useT } from '../../../../i18n/i18n-provider';
import type { MessageKey } from '../../../../i18n/catalogs';
import type { ImportFormat } from '../import-file';
import type { Pick, PreviewItem, ReadSummary } from '../import-protocol';
import type { SaveSummary } from '../save-import';
import { RowChoice, type Choice } from './row-choice';
import '../../../../components/button.css';
import './import.css';
import { numberFormat } from '../../../../i18n/formatters';

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

const FORMAT_NAMES: Record<ImportFormat, MessageKey> = {
  imdb: 'import.format.imdb',
  letterboxd: 'import.format.letterboxd',
  'letterboxd-import': 'import.format.letterboxd-import',
  'streamfinder-json': 'import.format.streamfinder-json',
  plain: 'import.format.plain',
};

const PAGE = 20;

/** A count as the page's language writes it (1,234 / 1.234). */
function useFormatNumber(): (n: number) => string {
  const locale = useLocale();
  return (n) => numberFormat(locale).format(n);
}

function CountChip({ label, n, tone, id }: { label: MessageKey; n: number; tone: string; id: string }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  return (
    <li className={`import-chip import-chip--${tone}`}>
      {t(label)}: <span data-testid={`import-count-${id}`}>{formatNumber(n)}</span>
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
  const t = useT();
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
          {t('import.showMore', { count: Math.min(PAGE, items.length - shown) })}
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
  const t = useT();
  const formatNumber = useFormatNumber();
  const [matchedOpen, setMatchedOpen] = useState(false);
  const rowsValues = { format: t(FORMAT_NAMES[result.format]), count: result.total, name };
  return (
    <div className="import-stack import-stack--5" data-testid="import-preview">
      <div>
        <p className="import-strong">{t(name ? 'import.previewRowsIn' : 'import.previewRows', rowsValues)}</p>
        <ul className="import-chips" data-testid="import-counts">
          <CountChip label="import.countMatched" n={result.counts.matched} tone="matched" id="matched" />
          <CountChip
            label="import.countUncertain"
            n={result.counts.uncertain}
            tone="uncertain"
            id="uncertain"
          />
          <CountChip
            label="import.countNotFound"
            n={result.counts.notFound}
            tone="not-found"
            id="not-found"
          />
          {result.skipped > 0 && (
            <CountChip label="import.countSkipped" n={result.skipped} tone="skipped" id="skipped" />
          )}
        </ul>
        {result.where === 'device' && (
          <p className="import-note import-note--spaced">{t('import.offlineNote')}</p>
        )}
      </div>
      <Decide
        title={t('import.toCheckHead', { count: String(groups.uncertain.length) })}
        items={groups.uncertain}
        choices={choices}
        onChoose={onChoose}
        testId="import-uncertain"
      />
      <Decide
        title={t('import.notFoundHead', { count: String(groups.notFound.length) })}
        items={groups.notFound}
        choices={choices}
        onChoose={onChoose}
        search={search}
        testId="import-not-found"
      />
      {result.counts.matched > 0 && (
        <details onToggle={(e) => setMatchedOpen(e.currentTarget.open)}>
          <summary>
            <span className="import-strong">{t('import.matchedHead', { count: result.counts.matched })}</span>
          </summary>
          <ul className="import-list import-list--matched" data-testid="import-matched">
            {/* Rendered when opened: a 5,000-row preview would otherwise commit hundreds of rows at once. */}
            {(matchedOpen ? groups.matched : []).map((i) => (
              <li key={i.index}>
                {i.row.title ?? i.row.imdb_id} → {i.answer.match!.title}
                {i.answer.match!.year ? ` (${i.answer.match!.year})` : ''}
                {i.row.rating ? `, ${t('import.stars', { count: i.row.rating })}` : ''}
              </li>
            ))}
            {matchedOpen && result.counts.matched > groups.matched.length && (
              <li>
                {t('import.andMore', { count: formatNumber(result.counts.matched - groups.matched.length) })}
              </li>
            )}
          </ul>
        </details>
      )}
    </div>
  );
}

export function ImportSummary({ summary }: { summary: SaveSummary }) {
  const t = useT();
  return (
    <div className="import-stack import-stack--2" data-testid="import-summary">
      <p className="import-strong">{t('import.savedHead')}</p>
      <ul className="import-list">
        <li>{t('import.savedAdded', { count: summary.added })}</li>
        {summary.alreadyListed > 0 && <li>{t('import.savedAlready', { count: summary.alreadyListed })}</li>}
        <li>{t('import.savedRated', { count: summary.rated })}</li>
        {summary.keptNewer > 0 && <li>{t('import.savedKeptNewer', { count: summary.keptNewer })}</li>}
        {summary.keptRemoved > 0 && <li>{t('import.savedKeptRemoved', { count: summary.keptRemoved })}</li>}
      </ul>
      <p className="import-note">{t(navigator.onLine ? 'import.sendingNow' : 'import.sendingLater')}</p>
    </div>
  );
}
