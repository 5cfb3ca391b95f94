// "What changed" on My List (issue #37): each saved title's changes in the country, in words ("Now on Netflix",
// "Left Prime Video"), with "New" (a word, not a colour) on what the visitor has not seen before this visit. Once
// the list's refresh settled (fetched, or failed offline), what it shows is marked seen and the app badge drops.
import { useEffect, useState } from 'react';
import { Box, HStack, Text } from '../../../lib/chakra';
import type { AvailabilityChange, MyListEntry, SavedChanges } from '../../../lib/db';
import { entryKey, hasUnseenChange, markSeen, refreshBadge } from '../../../lib/unseen-changes';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/i18n-provider';
import type { MessageKey } from '../../../i18n/catalogs';

/**
 * The titles whose change in `region` was unseen when the list's refresh settled on this visit; from then on
 * those changes count as seen (on the device, and the badge).
 */
export function useNewChanges(
  entries: MyListEntry[] | undefined,
  region: string,
  settled: boolean,
): ReadonlySet<string> | null {
  const [fresh, setFresh] = useState<{ region: string; keys: ReadonlySet<string> } | null>(null);
  const ready = settled && entries !== undefined;
  const done = fresh?.region === region;
  useEffect(() => {
    if (!ready || done || !entries) return;
    const keys = new Set(
      entries.filter((e) => hasUnseenChange(e) && e.changes?.[region]?.seenAt === undefined).map(entryKey),
    );
    setFresh({ region, keys });
    void markSeen(region)
      .then(() => refreshBadge(navigator))
      .catch((err: unknown) => console.warn('My List changes could not be marked seen', err));
  }, [ready, done, entries, region]);
  return done ? fresh.keys : null;
}

/** One title's changes in words, for its card on My List. */
const CHANGE_KEYS: Record<AvailabilityChange['kind'], MessageKey> = {
  arrived: 'myList.changeArrived',
  left: 'myList.changeLeft',
  rent: 'myList.changeRent',
  buy: 'myList.changeBuy',
};

export function ChangeList({ changes, isNew }: { changes: SavedChanges; isNew: boolean }) {
  const t = useT();
  const intl = useIntl();
  // The same words as changeLabel (English), in the page's language.
  const label = (c: AvailabilityChange) =>
    t(CHANGE_KEYS[c.kind], {
      service: c.provider_name.trim() || t('myList.unnamedService'),
    });
  return (
    <Box data-testid="my-list-changes" fontSize="xs">
      <HStack gap="1.5" wrap="wrap" as="ul" aria-label={t('myList.changesLabel')} listStyleType="none">
        {isNew && (
          <Text
            as="li"
            fontWeight="bold"
            px="1.5"
            rounded="sm"
            bg="yellow.300"
            color="gray.950"
            data-testid="my-list-change-new"
          >
            {t('myList.changeNew')}
          </Text>
        )}
        {changes.items.map((c) => (
          <Text
            as="li"
            key={`${c.kind}-${c.provider_id}`}
            color={c.kind === 'left' ? 'gray.300' : 'green.200'}
            data-testid="my-list-change"
          >
            <span aria-hidden="true">{c.kind === 'left' ? '− ' : '+ '}</span>
            {label(c)}
          </Text>
        ))}
      </HStack>
      <Text color="gray.400">
        {t('myList.noticed', {
          date: intl.formatDate(new Date(changes.at), { month: 'short', day: 'numeric' }),
        })}
      </Text>
    </Box>
  );
}
