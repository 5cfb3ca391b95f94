import { Stack, Text } from '../../../lib/chakra';
import type { MovieSummary, TvSummary } from '../../../../api/src/contract';
import { TitleCard } from '../../../components/title-card';
import type { MyListEntry } from '../../../lib/db';
import { countryLabel } from '../country';
import { useMyServices } from '../../../lib/my-services';
import { shownChanges } from '../changes';
import { allProviders, servicesStreaming, type GroupId } from '../groups';
import { CardActions } from './card-save-button';
import { ProviderLogos } from './provider-logos';
import { ChangeList } from './what-changed';
import { useLocale, useT } from '../../../i18n/i18n-provider';

/** A saved title: the shared card (with its save toggle), where it is available and what changed there. */
export function MyListCard({
  entry,
  region,
  group,
  isNew = false,
}: {
  entry: MyListEntry;
  region: string;
  group: GroupId;
  isNew?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const a = entry.availability?.[region];
  const changes = shownChanges(entry, region);
  const elsewhere = (a?.available_in ?? []).filter((c) => c !== region);
  const services = useMyServices(region);
  const summary = entry.summary as MovieSummary | TvSummary;
  return (
    <Stack gap="2" data-testid="my-list-item" data-id={entry.id} data-type={entry.type}>
      <TitleCard
        item={summary}
        type={entry.type}
        action={
          <CardActions
            item={summary}
            type={entry.type}
            country={region}
            services={services}
            serviceNames={servicesStreaming(entry, region, services)}
          />
        }
      />
      {changes && <ChangeList changes={changes} isNew={isNew} />}
      <ProviderLogos providers={allProviders(a?.providers)} />
      {group === 'unavailable' && (
        <Text fontSize="xs" color="gray.400">
          {elsewhere.length
            ? t(elsewhere.length > 4 ? 'myList.availableInMore' : 'myList.availableIn', {
                countries: elsewhere
                  .slice(0, 4)
                  .map((code) => countryLabel(code, locale))
                  .join(', '),
                more: elsewhere.length - 4,
              })
            : t('myList.nowhere')}
        </Text>
      )}
    </Stack>
  );
}
