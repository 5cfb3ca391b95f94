// One row of the import preview to decide on (issue #38): a fieldset of radio buttons, the candidates the
// matching found (or those of a search by hand) and "Skip"; native inputs, so keyboards and screen readers
// get the usual radio group.
import { useId, useState } from 'react';
import { Box, Button, HStack, Input, Text } from '../../../../lib/chakra';
import type { MatchAnswer, MatchCandidate } from '../../../../../api/src/contract/title-match';
import type { ImportRow } from '../import-file';
import './import.css';

export type Choice = MatchCandidate | 'skip';

const describe = (c: MatchCandidate) =>
  `${c.title}${c.year ? ` (${c.year})` : ''} · ${c.media_type === 'tv' ? 'TV show' : 'Movie'}` +
  (c.original_title ? ` · original title ${c.original_title}` : '');

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
  const id = useId();
  const [query, setQuery] = useState(item.row.title ?? '');
  const [found, setFound] = useState<MatchCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = found ?? item.answer.candidates;
  const label = `${item.row.title ?? item.row.imdb_id ?? 'Untitled'}${item.row.year ? ` (${item.row.year})` : ''}`;
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
    <Box borderWidth="1px" borderColor="gray.700" rounded="md" p="3" data-testid="import-row">
      <fieldset className="import-choice">
        <legend>
          <Text as="span" fontWeight="semibold">
            {label}
          </Text>{' '}
          <Text as="span" fontSize="sm" color="gray.400">
            line {item.row.line}
            {item.row.rating ? `, rated ${item.row.rating} of 5` : ''}
          </Text>
        </legend>
        {search && (
          <HStack gap="2" my="2" as="form" onSubmit={(e) => (e.preventDefault(), void run())}>
            <label htmlFor={`${id}-q`} className="sf-visually-hidden">
              Search for {label}
            </label>
            <Input
              id={`${id}-q`}
              size="sm"
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              maxW="18rem"
            />
            <Button type="submit" size="sm" variant="outline" loading={busy}>
              Search
            </Button>
          </HStack>
        )}
        {found && found.length === 0 && (
          <Text fontSize="sm" color="gray.400" role="status">
            No titles found for “{query}”.
          </Text>
        )}
        {candidates.map((c) => {
          const v = `${c.media_type}:${c.id}`;
          return (
            <label key={v}>
              <input type="radio" name={id} value={v} checked={selected === v} onChange={() => onChoose(c)} />
              <span>{describe(c)}</span>
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
          <span>Skip this row</span>
        </label>
      </fieldset>
    </Box>
  );
}
