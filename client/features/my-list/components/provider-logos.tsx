import { HStack, Image, Text } from '../../../lib/chakra';
import { useImageFailed } from '../../../lib/use-image-failed';
import type { Provider } from '../../../../api/src/contract';
import { tmdbImage } from '../../../lib/image';

/** Up to `max` provider logos in a row, then '+n'. The names are in the logos' alt text. */
export function ProviderLogos({ providers, max = 4 }: { providers: Provider[]; max?: number }) {
  if (!providers.length) return null;
  const shown = providers.slice(0, max);
  return (
    <HStack gap="1" wrap="wrap" data-testid="my-list-providers">
      {shown.map((p) => (
        <Logo key={p.provider_id} provider={p} />
      ))}
      {providers.length > max && (
        <Text fontSize="xs" color="gray.300">
          +{providers.length - max} more
        </Text>
      )}
    </HStack>
  );
}

/** The logo, or the name in a chip when there is no logo or it fails to load (offline). */
function Logo({ provider }: { provider: Provider }) {
  const src = tmdbImage(provider.logo_path, 'w92');
  const [failed, imageEvents] = useImageFailed(src);
  if (!src || failed) {
    return (
      <Text fontSize="2xs" lineHeight="24px" px="1.5" rounded="md" bg="gray.700" color="gray.50">
        {provider.provider_name}
      </Text>
    );
  }
  return (
    <Image
      src={src}
      alt={provider.provider_name}
      w="24px"
      h="24px"
      rounded="md"
      loading="lazy"
      {...imageEvents}
    />
  );
}
