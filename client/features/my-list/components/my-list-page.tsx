import { useState } from 'react';
import { Box, Button, Container, Flex, Heading, HStack, Link, Stack, Text } from '../../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, SkeletonGrid } from '../../../components/card-grid';
import { usePageMeta, SITE_NAME } from '../../../components/layout/page-title';
import { EmptyState } from '../../../components/states';
import { useMyServices } from '../../../lib/my-services';
import { useSelectedCountry } from '../../../lib/region';
import { useWatchlistSync } from '../api/get-watchlist';
import { countryLabel } from '../country';
import { shownChanges } from '../changes';
import { groupMyList, staleSince, type GroupId, type TypeFilter } from '../groups';
import { useMyListEntries, usePendingListChanges } from '../hooks';
import { MyListCard } from './my-list-card';
import { MyServicesDialog } from './my-services-dialog';
import { TransferPanel } from './transfer-panel';
import { AlertsOptIn } from '../alerts/alerts-opt-in';
import { useNewChanges } from './what-changed';
import { entryKey } from '../../../lib/unseen-changes';
import type { MyListEntry } from '../../../lib/db';

/** A change not yet marked seen (before this visit's refresh settled): new as well. */
const isUnseenIn = (e: MyListEntry, country: string) => {
  const c = e.changes?.[country];
  return !!c && c.seenAt === undefined;
};
import { ImportExportButton } from '../import/components/import-export-button';

const FILTERS: Array<{ id: TypeFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'movie', label: 'Movies' },
  { id: 'tv', label: 'TV Shows' },
];

function groupTitle(id: GroupId, country: string): string {
  switch (id) {
    case 'services':
      return 'On your services';
    case 'subscriptions':
      return 'Other subscriptions';
    case 'rent-buy':
      return 'Rent or buy';
    case 'unavailable':
      return `Not available in ${country}`;
    default:
      return `Not checked in ${country} yet`;
  }
}

function EmptyList() {
  return (
    <EmptyState
      title="Your list is empty"
      description="Save movies and shows with the bookmark on any title to find them here, even offline."
      action={
        <HStack gap="3" justify="center" wrap="wrap">
          <Link asChild color="yellow.300">
            <RouterLink to="/">Browse what’s trending</RouterLink>
          </Link>
          <Link asChild color="yellow.300">
            <RouterLink to="/advanced-search">Discover titles</RouterLink>
          </Link>
        </HStack>
      }
    />
  );
}

/** /my-list: the saved titles grouped by where they can be watched in the selected country. */
export function MyListPage() {
  usePageMeta(`My List | ${SITE_NAME}`, 'Your saved movies and TV shows and where to watch them.');
  const { country } = useSelectedCountry();
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [changedOnly, setChangedOnly] = useState(false);
  const entries = useMyListEntries();
  const services = useMyServices(country);
  // The invitation to set My services stays while its dialog is open: picking the first one would remove it.
  const [inviting, setInviting] = useState(false);
  const pending = usePendingListChanges();
  const sync = useWatchlistSync(country, pending);
  const name = countryLabel(country);
  const fresh = useNewChanges(entries, country, sync.isFetched || sync.isError);
  const changed = entries?.filter((e) => shownChanges(e, country)) ?? [];
  const shown = changedOnly ? changed : entries;
  const groups = shown ? groupMyList(shown, country, services, filter) : [];
  const stale = entries ? staleSince(entries, country) : null;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="6">
        <Flex wrap="wrap" gap="4" align="end" justify="space-between">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              My List
            </Heading>
            <Text color="gray.400" data-testid="my-list-count">
              {entries ? `${entries.length} ${entries.length === 1 ? 'title' : 'titles'}` : 'Loading…'} ·{' '}
              {name}
            </Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            <MyServicesDialog />
            <TransferPanel />
            <ImportExportButton />
          </HStack>
        </Flex>
        {entries && entries.length > 0 && <AlertsOptIn />}
        <HStack gap="2" wrap="wrap" role="group" aria-label="Show">
          {FILTERS.map((f) => (
            <Button
              key={f.id}
              size="sm"
              variant={filter === f.id ? 'solid' : 'outline'}
              colorPalette={filter === f.id ? 'yellow' : 'gray'}
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {f.label}
            </Button>
          ))}
          <Button
            size="sm"
            variant={changedOnly ? 'solid' : 'outline'}
            colorPalette={changedOnly ? 'yellow' : 'gray'}
            aria-pressed={changedOnly}
            onClick={() => setChangedOnly(!changedOnly)}
            data-testid="my-list-what-changed"
          >
            What changed ({changed.length})
          </Button>
        </HStack>
        <Box role="status" aria-live="polite" fontSize="sm" color="gray.300">
          {fresh && fresh.size > 0 && (
            <Text data-testid="my-list-changed-count">
              {fresh.size} {fresh.size === 1 ? 'title' : 'titles'} changed in {name} since your last visit.
            </Text>
          )}
          {pending > 0 && (
            <Text data-testid="my-list-pending">
              {pending} {pending === 1 ? 'change' : 'changes'} waiting to sync.
            </Text>
          )}
          {sync.isError && <Text>Showing the copy saved on this device; it could not be refreshed.</Text>}
          {stale !== null && (
            <Text data-testid="my-list-stale">
              Availability was last checked {Math.round((Date.now() - stale) / 3_600_000)} hours ago and may
              have changed.
            </Text>
          )}
        </Box>
        {entries && entries.length > 0 && (services.length === 0 || inviting) && (
          <Flex
            data-testid="my-services-invite"
            wrap="wrap"
            align="center"
            gap="3"
            p="4"
            rounded="lg"
            borderWidth="1px"
            borderColor="yellow.800"
            bg="yellow.950"
          >
            <Text flex="1" minW="14rem" fontSize="sm" color="gray.100">
              Which services do you pay for in {name}? Set them and My List puts what you can watch now first,
              marked with the service.
            </Text>
            <MyServicesDialog
              triggerLabel="Set my services"
              testId="my-services-invite-open"
              solid
              onOpenChange={setInviting}
            />
          </Flex>
        )}
        {/* The list lives on the device: without JavaScript there is none to show, so the server's page (rendered
            before the device is read) says so, and the skeleton is only for a browser that will read it. */}
        {!entries && (
          <>
            <div className="sf-js-only">
              <SkeletonGrid count={6} label="Loading My List" />
            </div>
            <noscript>
              <EmptyList />
            </noscript>
          </>
        )}
        {entries && entries.length === 0 && <EmptyList />}
        {entries && entries.length > 0 && groups.length === 0 && (
          <Text color="gray.400">
            {changedOnly
              ? `Nothing of this kind changed in ${name} lately.`
              : 'Nothing of this kind on your list.'}
          </Text>
        )}
        {groups.map((g) => (
          <Box
            as="section"
            key={g.id}
            aria-labelledby={`my-list-${g.id}`}
            data-testid={`my-list-group-${g.id}`}
          >
            <Heading as="h2" size="lg" mb="4" id={`my-list-${g.id}`}>
              {groupTitle(g.id, name)}{' '}
              <Text as="span" color="gray.400">
                ({g.entries.length})
              </Text>
            </Heading>
            <CardGrid label={groupTitle(g.id, name)}>
              {g.entries.map((e) => (
                <MyListCard
                  key={`${e.type}-${e.id}`}
                  entry={e}
                  region={country}
                  group={g.id}
                  isNew={(fresh?.has(entryKey(e)) ?? false) || isUnseenIn(e, country)}
                />
              ))}
            </CardGrid>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
