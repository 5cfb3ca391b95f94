// The list of both "New on your services" pages (issue #37): filters (movies / TV, 7 or 30 days), the cards with
// the service and day each arrived, the visitor's services first (a client ordering, docs/spec.md §2 and §7), and the
// states of every list: skeletons, an error with retry, and an honest empty state ("No changes recorded yet in
// Germany" while the history is empty, never an invented change).
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, HStack, Heading, Text } from '../../lib/chakra';
import type { MediaType, NewArrival, NewOnServices } from '../../../api/src/contract';
import { CardGrid, SkeletonGrid } from '../../components/card-grid';
import { LinkButton } from '../../components/link-button';
import { EmptyState, ErrorState } from '../../components/states';
import { TitleCard } from '../../components/title-card';
import { useIntl, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '../../../api/src/contract/locales';
import { useT } from '../../i18n/i18n-provider';

export interface NewSearch {
  type?: MediaType;
  days: 7 | 30;
}

/** type=movie|tv and days=7|30 from the address; anything else falls back to all types and 7 days. */
export function useNewSearch(): NewSearch {
  const [search] = useSearchParams();
  const t = search.get('type');
  return { type: t === 'movie' || t === 'tv' ? t : undefined, days: search.get('days') === '30' ? 30 : 7 };
}

/** The visitor's services first, then newest first (the server's order). */
export function servicesFirst(results: NewArrival[], myServices: number[]): NewArrival[] {
  const mine = new Set(myServices);
  return [...results].sort((a, b) => Number(mine.has(b.provider_id)) - Number(mine.has(a.provider_id)));
}

function FilterLinks({ search, extra }: { search: NewSearch; extra?: Record<string, string> }) {
  const t = useT();
  const href = (next: Partial<NewSearch>) => {
    const merged = { ...search, ...next };
    const params = new URLSearchParams(extra);
    if (merged.type) params.set('type', merged.type);
    if (merged.days === 30) params.set('days', '30');
    const q = params.toString();
    return q ? `?${q}` : '?';
  };
  const toggle = (label: string, to: string, current: boolean) => (
    // A LinkButton, not Button asChild: Chakra's type="button" is invalid on an <a> (the W3C checker, issue #45).
    <LinkButton
      key={label}
      size="sm"
      variant={current ? 'solid' : 'outline'}
      colorPalette={current ? 'yellow' : 'gray'}
    >
      <RouterLink to={to} aria-current={current ? 'page' : undefined}>
        {label}
      </RouterLink>
    </LinkButton>
  );
  return (
    <HStack gap="4" wrap="wrap">
      <HStack gap="2" role="group" aria-label={t('new.type')}>
        {toggle(t('new.all'), href({ type: undefined }), !search.type)}
        {toggle(t('new.movies'), href({ type: 'movie' }), search.type === 'movie')}
        {toggle(t('new.tvShows'), href({ type: 'tv' }), search.type === 'tv')}
      </HStack>
      <HStack gap="2" role="group" aria-label={t('new.period')}>
        {toggle(t('new.last7'), href({ days: 7 }), search.days === 7)}
        {toggle(t('new.last30'), href({ days: 30 }), search.days === 30)}
      </HStack>
    </HStack>
  );
}

/**
 * The day a title arrived, short: English keeps its 'MM-DD' (the spec's badge); another language writes the
 * day and month its own way through Intl ('24.03.', '24/03', '3. 24.').
 */
function dayLabel(intl: IntlShape, day: string): string {
  if (intl.locale === DEFAULT_LOCALE) return day.slice(5);
  return intl.formatDate(new Date(`${day}T00:00:00Z`), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
}

export interface NewArrivalsViewProps {
  heading: string;
  intro: string;
  countryName: string;
  search: NewSearch;
  /** Query parameters the filter links keep (e.g. the provider of /new). */
  keep?: Record<string, string>;
  controls?: ReactNode;
  data: NewOnServices | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  myServices: number[];
}

export function NewArrivalsView(p: NewArrivalsViewProps) {
  const t = useT();
  const intl = useIntl();
  const names = new Map((p.data?.with_arrivals ?? []).map((x) => [x.provider_id, x.provider_name]));
  if (p.data?.provider) names.set(p.data.provider.provider_id, p.data.provider.provider_name);
  const results = servicesFirst(p.data?.results ?? [], p.myServices);
  return (
    <Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {p.heading}
      </Heading>
      <Text color="gray.300" mt="2">
        {p.intro}
      </Text>
      <Box mt="4">
        <FilterLinks search={p.search} extra={p.keep} />
      </Box>
      {p.controls && <Box mt="4">{p.controls}</Box>}
      <Box mt="6">
        {p.loading ? (
          <SkeletonGrid count={12} />
        ) : p.error ? (
          <ErrorState title={t('new.errorTitle')} description={t('new.errorText')} onRetry={p.onRetry} />
        ) : results.length === 0 ? (
          <EmptyState
            title={
              p.data?.recorded === false
                ? t('new.notRecorded', { country: p.countryName })
                : t('new.nothingNew', { days: p.search.days })
            }
            description={p.data?.recorded === false ? t('new.notRecordedText') : t('new.nothingNewText')}
          />
        ) : (
          <CardGrid label={p.heading}>
            {results.map((r, i) => (
              <TitleCard
                key={`${r.title.id}:${r.provider_id}`}
                item={r.title}
                type={r.title.media_type === 'tv' ? 'tv' : 'movie'}
                priority={i < 6 ? 'high' : 'low'}
                badge={
                  <span>
                    {names.get(r.provider_id) ?? t('new.badgeNew')} ·{' '}
                    <time dateTime={r.day}>{dayLabel(intl, r.day)}</time>
                  </span>
                }
              />
            ))}
          </CardGrid>
        )}
      </Box>
    </Box>
  );
}
