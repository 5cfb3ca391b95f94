import { Box, Flex, Text } from '@chakra-ui/react';
import { useOnlineStatus } from '../../../lib/pwa';

/** A clear, announced mark while the device is offline (docs/decisions.md #17). The live region is always present. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <Box role="status" aria-live="polite" data-testid="offline-indicator">
      {!online && (
        <Flex
          bg="orange.900"
          color="orange.50"
          borderBottomWidth="1px"
          borderColor="orange.700"
          px="4"
          py="2"
          gap="2"
          align="center"
          justify="center"
          textAlign="center"
          fontSize="sm"
          wrap="wrap"
        >
          <Box as="span" w="2" h="2" rounded="full" bg="orange.300" aria-hidden="true" flexShrink={0} />
          <Text fontWeight="semibold">You are offline.</Text>
          <Text>
            Titles you opened before and your ratings still work; new ratings sync when you are back.
          </Text>
        </Flex>
      )}
    </Box>
  );
}
