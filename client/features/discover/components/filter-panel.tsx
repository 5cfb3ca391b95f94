import { memo, useCallback, useDeferredValue, useId, useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, HStack, NativeSelect, Stack, Switch, Text } from '../../../lib/chakra';
import type { MediaType, SortBy } from '../../../../api/src/contract';
import {
  applyFilters,
  RATING,
  resetFilters,
  RUNTIME,
  SORT_OPTIONS,
  toDiscoverQuery,
  typeYear,
  yearOptions,
  type DiscoverFilters,
} from '../filters';
import { useGenres } from '../../../api/genres';
import { useProviders } from '../../../api/providers';
import { useDiscover } from '../../../api/discover';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { SORT_KEYS } from '../sort-labels';
import { starsOf } from '../filter-chips';
import { RangeSliderField } from './range-slider-field';
import { ToggleChips } from './toggle-chips';

export interface FilterPanelProps {
  type: MediaType;
  /** The applied filters (from the address); the panel edits a copy until Apply. */
  filters: DiscoverFilters;
  country: string;
  referenceYear: number;
  onApply: (next: DiscoverFilters) => void;
  onReset: () => void;
  /** In the phone's bottom sheet: no frame, and a sticky 'Show N results' for the filters being chosen. */
  sheet?: boolean;
}

function toggle(ids: readonly number[] | undefined, id: number): number[] {
  const list = ids ?? [];
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/**
 * The address keeps TMDB's 0-10 (docs/spec.md §3); the slider shows the site's one scale, stars out of 5, in half
 * stars (docs/decisions.md #23): 7 in the address is '3.5'.
 */

/**
 * 'Advanced Filters': sort, year, rating and runtime ranges, genres, adult switch, my services. Memoized: its
 * Chakra form controls are the page's costliest part to render, and results arriving change none of its props.
 */
export const FilterPanel = memo(function FilterPanel({
  type,
  filters,
  country,
  referenceYear,
  onApply,
  onReset,
  sheet = false,
}: FilterPanelProps) {
  const [draft, setDraft] = useState<DiscoverFilters>(filters);
  const t = useT();
  const locale = useLocale();
  const formatStars = useCallback((v: number) => starsOf(v, locale), [locale]);
  const formatStarsText = useCallback(
    (v: number) => t('discover.starsValueText', { value: starsOf(v, locale) }),
    [t, locale],
  );
  const formatMinutes = useCallback((v: number) => t('discover.chipRuntime', { range: String(v) }), [t]);
  const ids = useId();
  const genres = useGenres(type);
  const providers = useProviders(type, country);
  const years = yearOptions(referenceYear);
  const year = typeYear(draft, type);
  if (year !== undefined && !years.includes(year)) years.push(year);
  const yearKey = type === 'movie' ? 'primaryReleaseYear' : 'firstAirDateYear';
  const providerIds = (providers.data ?? []).map((p) => p.provider_id);

  const update = (patch: Partial<DiscoverFilters>) => setDraft((d) => ({ ...d, ...patch }));

  // Only services of the selected country can be applied (the chips show that country's list).
  const applied = (d: DiscoverFilters) => {
    const chosen = providers.data
      ? (d.providers ?? []).filter((id) => providerIds.includes(id))
      : d.providers;
    return applyFilters({ ...d, providers: chosen }, type, country);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(applied(draft));
  };
  // The sheet's button counts the results of the filters being chosen (the page's own request once applied).
  const counted = useDeferredValue(draft);
  const count = useDiscover(type, toDiscoverQuery(applied(counted), 1, country), sheet);
  const total = count.data?.total_results;
  const submitLabel = !sheet
    ? t('discover.apply')
    : total === undefined
      ? t('discover.showResults')
      : t('discover.showCount', { count: total });

  const reset = () => {
    setDraft(resetFilters());
    onReset();
  };

  return (
    <Box
      as="form"
      onSubmit={submit}
      bg="gray.900"
      borderWidth={sheet ? '0' : '1px'}
      borderColor="gray.800"
      rounded="lg"
      p="4"
      pb={sheet ? '0' : '4'}
      aria-labelledby={`${ids}-title`}
    >
      <Heading as="h2" size="md" id={`${ids}-title`} mb="4">
        {t('discover.advancedFilters')}
      </Heading>
      <Stack gap="5">
        <Field.Root>
          <Field.Label>{t('discover.sortBy')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.sortBy}
              onChange={(e) => update({ sortBy: e.currentTarget.value as SortBy })}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(SORT_KEYS[o.value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <Field.Root>
          <Field.Label>{t(type === 'movie' ? 'discover.releaseYear' : 'discover.firstAirYear')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={year === undefined ? 'any' : String(year)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                update({ [yearKey]: v === 'any' ? undefined : Number(v) });
              }}
            >
              <option value="any">{t('discover.anyYear')}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        <RangeSliderField
          label={t('discover.ratingLabel')}
          name="rating"
          min={RATING.min}
          max={RATING.max}
          step={RATING.sliderStep}
          value={[draft.ratingGte ?? RATING.min, draft.ratingLte ?? RATING.max]}
          onChange={([gte, lte]) => update({ ratingGte: gte, ratingLte: lte })}
          thumbLabels={[t('discover.ratingMin'), t('discover.ratingMax')]}
          format={formatStars}
          valueText={formatStarsText}
        />

        <RangeSliderField
          label={t('discover.runtimeLabel')}
          name="runtime"
          min={RUNTIME.min}
          max={RUNTIME.max}
          step={RUNTIME.step}
          value={[draft.runtimeGte ?? RUNTIME.min, draft.runtimeLte ?? RUNTIME.max]}
          onChange={([gte, lte]) => update({ runtimeGte: gte, runtimeLte: lte })}
          thumbLabels={[t('discover.runtimeMin'), t('discover.runtimeMax')]}
          format={formatMinutes}
        />

        <Box>
          <Text id={`${ids}-genres`} fontWeight="semibold" fontSize="sm" mb="2">
            {t('discover.genres')}
          </Text>
          <ToggleChips
            labelledBy={`${ids}-genres`}
            options={(genres.data ?? []).map((g) => ({ id: g.id, label: g.name, lang: g.name_language }))}
            selected={draft.genres ?? []}
            onToggle={(id) => update({ genres: toggle(draft.genres, id) })}
            loading={genres.isPending}
            emptyText={t(genres.isError ? 'discover.genresFailed' : 'discover.genresNone')}
          />
        </Box>

        <Box>
          <Text id={`${ids}-services`} fontWeight="semibold" fontSize="sm" mb="2">
            {t('discover.services')}
          </Text>
          <ToggleChips
            labelledBy={`${ids}-services`}
            options={(providers.data ?? []).map((p) => ({ id: p.provider_id, label: p.provider_name }))}
            selected={draft.providers ?? []}
            onToggle={(id) => update({ providers: toggle(draft.providers, id) })}
            loading={providers.isPending}
            emptyText={t(providers.isError ? 'discover.servicesFailed' : 'discover.servicesNone')}
          />
        </Box>

        <Switch.Root
          checked={draft.includeAdult === true}
          onCheckedChange={(e) => update({ includeAdult: e.checked })}
          colorPalette="yellow"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontSize="sm">{t('discover.includeAdult')}</Switch.Label>
        </Switch.Root>

        <HStack
          gap="3"
          {...(sheet && {
            position: 'sticky',
            bottom: '0',
            bg: 'gray.900',
            py: '3',
            borderTopWidth: '1px',
            borderColor: 'gray.800',
            zIndex: '1',
          })}
        >
          <Button type="button" variant="outline" flex="1" onClick={reset}>
            {t('discover.reset')}
          </Button>
          <Button type="submit" colorPalette="yellow" flex={sheet ? '2' : '1'} data-testid="filters-submit">
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
});
