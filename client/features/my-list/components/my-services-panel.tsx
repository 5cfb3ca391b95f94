import { useMemo, useState } from 'react';
import { useImageFailed } from '../../../lib/use-image-failed';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Image,
  Input,
  Portal,
  SimpleGrid,
  Spinner,
  Text,
} from '../../../lib/chakra';
import { providersQueryOptions } from '../../../api/providers';
import { tmdbImage } from '../../../lib/image';
import { isSubscriptionService, saveServices } from '../../../lib/my-services';
import { countryLabel } from '../country';
import { useLocale, useT } from '../../../i18n/i18n-provider';

export interface MyServicesPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes: the trigger, which is not a Dialog.Trigger. */
  trigger: () => HTMLElement | null;
  contentId: string;
  /** The selected country and its chosen services, which the trigger already reads. */
  country: string;
  chosen: number[];
}

/**
 * The My services dialog itself (my-services-dialog.tsx renders its trigger and loads this on first
 * use): the services of the country, a filter, one toggle per service, saved on the device as they are toggled.
 */
export default function MyServicesPanel({
  open,
  onOpenChange,
  trigger,
  contentId,
  country,
  chosen,
}: MyServicesPanelProps) {
  const t = useT();
  const locale = useLocale();
  const [filter, setFilter] = useState('');
  // Movie and TV services: some stream only series (their TV list has them, the movie list does not).
  const movieProviders = useQuery({ ...providersQueryOptions('movie', country), enabled: open });
  const tvProviders = useQuery({ ...providersQueryOptions('tv', country), enabled: open });
  const providers = {
    isPending: movieProviders.isPending || tvProviders.isPending,
    isError: movieProviders.isError && tvProviders.isError,
    isSuccess: movieProviders.isSuccess || tvProviders.isSuccess,
  };
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = [...(movieProviders.data ?? []), ...(tvProviders.data ?? [])];
    const seen = new Set<number>();
    return all.filter((p) => {
      if (seen.has(p.provider_id)) return false;
      seen.add(p.provider_id);
      // Services one pays for or watches free, not rent/buy stores (docs/decisions.md #24); a store chosen
      // before stays listed, so it can be switched off.
      if (!isSubscriptionService(p.provider_id) && !chosen.includes(p.provider_id)) return false;
      return !q || p.provider_name.toLowerCase().includes(q);
    });
  }, [movieProviders.data, tvProviders.data, filter, chosen]);
  const toggle = (id: number) =>
    saveServices(country, chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      size={{ base: 'full', md: 'lg' }}
      finalFocusEl={trigger}
      ids={{ content: contentId }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900" data-testid="my-services-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('services.title', { country: countryLabel(country, locale) })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.300" fontSize="sm" mb="3">
                {t('services.intro')}
              </Text>
              <Input
                placeholder={t('services.search')}
                aria-label={t('services.search')}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                mb="4"
              />
              {providers.isPending && <Spinner aria-label={t('services.loading')} />}
              {providers.isError && <Text color="red.300">{t('services.error')}</Text>}
              {providers.isSuccess && shown.length === 0 && (
                <Text color="gray.400">{t('services.none')}</Text>
              )}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" as="ul" listStyleType="none">
                {shown.map((p) => {
                  const on = chosen.includes(p.provider_id);
                  return (
                    <Box as="li" key={p.provider_id} minW="0">
                      <Button
                        w="full"
                        h="auto"
                        minH="10"
                        py="1.5"
                        justifyContent="flex-start"
                        textAlign="start"
                        whiteSpace="normal"
                        variant={on ? 'solid' : 'outline'}
                        colorPalette={on ? 'yellow' : 'gray'}
                        aria-pressed={on}
                        onClick={() => toggle(p.provider_id)}
                        data-testid="my-service-option"
                      >
                        <ServiceLogo name={p.provider_name} logoPath={p.logo_path} />
                        <Text as="span" flex="1" minW="0" lineClamp={2} overflowWrap="anywhere">
                          {p.provider_name}
                        </Text>
                      </Button>
                    </Box>
                  );
                })}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="yellow">{t('services.done')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('services.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The service's logo, or its first letter when there is none or it fails to load (offline, blocked), as title
 * pages do (features/title/components/provider-logo.tsx): never a broken-image icon. Decorative: the button says
 * the name.
 */
function ServiceLogo({ name, logoPath }: { name: string; logoPath: string | null }) {
  const src = tmdbImage(logoPath, 'w92');
  const [failed, imageEvents] = useImageFailed(src, 'Provider logo failed to load');
  if (!src || failed) {
    return (
      <Box
        as="span"
        aria-hidden="true"
        data-testid="service-letter"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink="0"
        w="24px"
        h="24px"
        rounded="md"
        bg="gray.700"
        color="gray.50"
        fontSize="xs"
        fontWeight="bold"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Box>
    );
  }
  return <Image src={src} alt="" w="24px" h="24px" flexShrink="0" rounded="md" {...imageEvents} />;
}
