import { Box, HStack } from '@chakra-ui/react';
import type { Provider } from '../../../../api/src/contract';
import { ProviderLogo } from './provider-logo';

export const STACK_VISIBLE = 3;

/** Compact provider card: the first 3 logos and a '+N' for the rest (spec section 2). */
export function ProviderStack({ providers, px = 32 }: { providers: Provider[]; px?: number }) {
  const visible = providers.slice(0, STACK_VISIBLE);
  const more = providers.length - visible.length;
  return (
    <HStack gap="-1" data-testid="provider-stack">
      {visible.map((p, i) => (
        <Box
          key={p.provider_id}
          ml={i === 0 ? 0 : '-8px'}
          rounded="lg"
          borderWidth="2px"
          borderColor="gray.900"
        >
          <ProviderLogo name={p.provider_name} logoPath={p.logo_path} px={px} />
        </Box>
      ))}
      {more > 0 && (
        <Box
          ml="-8px"
          h={`${px + 4}px`}
          minW={`${px + 4}px`}
          px="1.5"
          rounded="lg"
          bg="gray.700"
          borderWidth="2px"
          borderColor="gray.900"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="xs"
          fontWeight="bold"
          aria-label={`and ${more} more`}
          role="img"
        >
          +{more}
        </Box>
      )}
    </HStack>
  );
}
