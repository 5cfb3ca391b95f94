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
import { useLocale, useT } from '../../../i18n/i18n-provider';
import type { MessageKey } from '../../../i18n/catalogs';

/** A change not yet marked seen (before this visit's refresh settled): new as well. */
const isUnseenIn = (e: MyListEntry, country: string) => {
  const c = e.changes?.[country];
  return !!c && c.seenAt === undefined;
};
import { ImportExportButton } from '../import/components/import-export-button';

const FILTERS: Array<{ id: TypeFilter; label: MessageKey }> = [
  { id: 'all', label: 'myList.all' },
  { id: 'movie', label: 'myList.movies' },
  { id: 'tv', label: 'myList.tvShows' },
];

function groupTitle(t: ReturnType<typeof useT>, id: GroupId, country: string): string {
  switch (id) {
    case 'services':
      return t('myList.groupServices');
    case 'subscriptions':
      return t('myList.groupSubscriptions');
    case 'rent-buy':
      return t('myList.groupRentBuy');
    case 'unavailable':
      return t('myList.groupUnavailable', { country });
    default:
      return t('myList.groupUnchecked', { country });
  }
}

function EmptyList() {
  const t = useT();
  return (
    <EmptyState
      title={t('myList.emptyTitle')}
      description={t('myList.emptyText')}
      action={
        <HStack gap="3" justify="center" wrap="wrap">
          <Link asChild color="yellow.300">
            <RouterLink to="/">{t('myList.browseTrending')}</RouterLink>
          </Link>
          <Link asChild color="yellow.300">
            <RouterLink to="/advanced-search">{t('myList.discover')}</RouterLink>
          </Link>
        </HStack>
      }
    />
  );
}

/** /my-list: the saved titles grouped by where they can be watched in the selected country. */
export function MyListPage() {
  const t = useT();
  const locale = useLocale();
  usePageMeta(t('myList.metaTitle', { site: SITE_NAME }), t('myList.metaDescription'));
  const { country } = useSelectedCountry();
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [changedOnly, setChangedOnly] = useState(false);
  const entries = useMyListEntries();
  const services = useMyServices(country);
  // The invitation to set My services stays while its dialog is open: picking the first one would remove it.
  const [inviting, setInviting] = useState(false);
  const pending = usePendingListChanges();
  const sync = useWatchlistSync(country, pending);
  const name = countryLabel(country, locale);
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
              {t('myList.title')}
            </Heading>
            <Text color="gray.400" data-testid="my-list-count">
              {entries ? t('myList.count', { count: entries.length }) : t('myList.loading')} · {name}
            </Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            <MyServicesDialog />
            <TransferPanel />
            <ImportExportButton />
          </HStack>
        </Flex>
        {entries && entries.length > 0 && <AlertsOptIn />}
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('myList.show')}>
          {FILTERS.map((f) => (
            <Button
              key={f.id}
              size="sm"
              variant={filter === f.id ? 'solid' : 'outline'}
              colorPalette={filter === f.id ? 'yellow' : 'gray'}
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {t(f.label)}
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
            {t('myList.whatChanged', { count: changed.length })}
          </Button>
        </HStack>
        <Box role="status" aria-live="polite" fontSize="sm" color="gray.300">
          {fresh && fresh.size > 0 && (
            <Text data-testid="my-list-changed-count">
              {t('myList.changedSince', { count: fresh.size, country: name })}
            </Text>
          )}
          {pending > 0 && (
            <Text data-testid="my-list-pending">{t('myList.pending', { count: pending })}</Text>
          )}
          {sync.isError && <Text>{t('myList.offlineCopy')}</Text>}
          {stale !== null && (
            <Text data-testid="my-list-stale">
              {t('myList.stale', { hours: Math.round((Date.now() - stale) / 3_600_000) })}
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
              {t('myList.invite', { country: name })}
            </Text>
            <MyServicesDialog
              triggerLabel={t('myList.setServices')}
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
              <SkeletonGrid count={6} label={t('myList.loadingList')} />
            </div>
            <noscript>
              <EmptyList />
            </noscript>
          </>
        )}
        {entries && entries.length === 0 && <EmptyList />}
        {entries && entries.length > 0 && groups.length === 0 && (
          <Text color="gray.400">
            {changedOnly ? t('myList.nothingChanged', { country: name }) : t('myList.nothingOfKind')}
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
              {groupTitle(t, g.id, name)}{' '}
              <Text as="span" color="gray.400">
                ({g.entries.length})
              </Text>
            </Heading>
            <CardGrid label={groupTitle(t, g.id, name)}>
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
