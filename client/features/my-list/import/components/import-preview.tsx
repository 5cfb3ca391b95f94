// The import preview (issue #38): counts of matched / to check / not found (and rows left out), the rows to
// decide on 20 at a time, the matched titles folded away; and the summary once saved.
import { useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '../../../../lib/chakra';
import type { MatchAnswer, MatchCandidate } from '../../../../../api/src/contract/title-match';
import type { ImportFormat, ImportRow } from '../import-file';
import type { ReadResult } from '../import-protocol';
import type { SaveSummary } from '../save-import';
import { RowChoice, type Choice } from './row-choice';

export interface PreviewItem {
  row: ImportRow;
  answer: MatchAnswer;
  index: number;
}

export interface PreviewGroups {
  matched: PreviewItem[];
  uncertain: PreviewItem[];
  notFound: PreviewItem[];
}

export function groupItems(result: ReadResult | null): PreviewGroups {
  const items = result?.items.map((it, index) => ({ ...it, index })) ?? [];
  return {
    matched: items.filter((i) => i.answer.status === 'matched'),
    uncertain: items.filter((i) => i.answer.status === 'uncertain'),
    notFound: items.filter((i) => i.answer.status === 'not_found'),
  };
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
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function CountChip({ label, n, color, id }: { label: string; n: number; color: string; id: string }) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={color}
      color={color}
      rounded="full"
      px="3"
      py="1"
      fontSize="sm"
    >
      {label}: <span data-testid={`import-count-${id}`}>{n.toLocaleString('en')}</span>
    </Box>
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
    <Stack as="section" gap="3" aria-label={title} data-testid={testId}>
      <Text as="h3" fontWeight="semibold">
        {title}
      </Text>
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
        <Button variant="outline" size="sm" alignSelf="start" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, items.length - shown)} more
        </Button>
      )}
    </Stack>
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
  result: ReadResult;
  name: string;
  groups: PreviewGroups;
  choices: Map<number, Choice>;
  onChoose: (index: number, c: Choice) => void;
  search: (query: string) => Promise<MatchCandidate[]>;
}) {
  const [matchedOpen, setMatchedOpen] = useState(false);
  return (
    <Stack gap="5" data-testid="import-preview">
      <Box>
        <Text fontWeight="semibold">
          {FORMAT_NAMES[result.format]}: {plural(result.items.length, 'row')}
          {name ? ` in ${name}` : ''}
        </Text>
        <Flex as="ul" gap="2" wrap="wrap" mt="2" listStyleType="none" data-testid="import-counts">
          <CountChip label="Matched" n={groups.matched.length} color="green.300" id="matched" />
          <CountChip label="To check" n={groups.uncertain.length} color="yellow.300" id="uncertain" />
          <CountChip label="Not found" n={groups.notFound.length} color="red.300" id="not-found" />
          {result.skipped > 0 && (
            <CountChip label="Left out" n={result.skipped} color="gray.400" id="skipped" />
          )}
        </Flex>
        {result.where === 'device' && (
          <Text fontSize="sm" color="gray.400" mt="2">
            Matched on this device (offline); the titles and ratings reach the server once you are online.
          </Text>
        )}
      </Box>
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
      {groups.matched.length > 0 && (
        <details onToggle={(e) => setMatchedOpen(e.currentTarget.open)}>
          <summary>
            <Text as="span" fontWeight="semibold">
              Matched ({groups.matched.length})
            </Text>
          </summary>
          <Box as="ul" mt="2" fontSize="sm" color="gray.300" pl="5" data-testid="import-matched">
            {/* Rendered when opened: a 5,000-row preview would otherwise commit hundreds of rows at once. */}
            {(matchedOpen ? groups.matched.slice(0, 200) : []).map((i) => (
              <li key={i.index}>
                {i.row.title ?? i.row.imdb_id} → {i.answer.match!.title}
                {i.answer.match!.year ? ` (${i.answer.match!.year})` : ''}
                {i.row.rating ? `, ${plural(i.row.rating, 'star')}` : ''}
              </li>
            ))}
            {matchedOpen && groups.matched.length > 200 && <li>and {groups.matched.length - 200} more</li>}
          </Box>
        </details>
      )}
    </Stack>
  );
}

export function ImportSummary({ summary }: { summary: SaveSummary }) {
  return (
    <Stack gap="2" data-testid="import-summary">
      <Text fontWeight="semibold">Import saved on this device</Text>
      <Box as="ul" pl="5" fontSize="sm">
        <li>{plural(summary.added, 'title')} added to My List</li>
        {summary.alreadyListed > 0 && <li>{plural(summary.alreadyListed, 'title')} already on My List</li>}
        <li>{plural(summary.rated, 'rating')} saved</li>
        {summary.keptNewer > 0 && (
          <li>{plural(summary.keptNewer, 'rating')} kept as rated here (newer than the file)</li>
        )}
        {summary.keptRemoved > 0 && (
          <li>{plural(summary.keptRemoved, 'title')} left off (removed here after the file)</li>
        )}
      </Box>
      <Text fontSize="sm" color="gray.400">
        {navigator.onLine
          ? 'They are being sent to the server now.'
          : 'They reach the server once you are online again.'}
      </Text>
    </Stack>
  );
}
