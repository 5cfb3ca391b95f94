import { useMemo, useState } from 'react';
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
import { saveServices } from '../../../lib/my-services';
import { countryLabel } from '../country';

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
      return !q || p.provider_name.toLowerCase().includes(q);
    });
  }, [movieProviders.data, tvProviders.data, filter]);
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
              <Dialog.Title>My services in {countryLabel(country)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.300" fontSize="sm" mb="3">
                Pick the services you pay for. My List, the home page and Discover use them for this country.
              </Text>
              <Input
                placeholder="Search services"
                aria-label="Search services"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                mb="4"
              />
              {providers.isPending && <Spinner aria-label="Loading services" />}
              {providers.isError && (
                <Text color="red.300">The list of services could not be loaded. Check your connection.</Text>
              )}
              {providers.isSuccess && shown.length === 0 && <Text color="gray.400">No service matches.</Text>}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" as="ul" listStyleType="none">
                {shown.map((p) => {
                  const on = chosen.includes(p.provider_id);
                  const src = tmdbImage(p.logo_path, 'w92');
                  return (
                    <Box as="li" key={p.provider_id}>
                      <Button
                        w="full"
                        justifyContent="flex-start"
                        variant={on ? 'solid' : 'outline'}
                        colorPalette={on ? 'yellow' : 'gray'}
                        aria-pressed={on}
                        onClick={() => toggle(p.provider_id)}
                        data-testid="my-service-option"
                      >
                        {src && <Image src={src} alt="" w="24px" h="24px" rounded="md" />}
                        {p.provider_name}
                      </Button>
                    </Box>
                  );
                })}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="yellow">Done</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
