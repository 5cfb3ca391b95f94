import type { Ref } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { SearchIcon } from '../../../components/icons';

/** The home page's search field look-alike that opens the search modal. */
export function SearchLauncher({ onOpen, ref }: { onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={ref}
      onClick={onOpen}
      w="full"
      maxW="2xl"
      h="14"
      justifyContent="flex-start"
      gap="3"
      px="5"
      rounded="full"
      variant="outline"
      bg="whiteAlpha.100"
      borderColor="whiteAlpha.300"
      color="gray.300"
      fontWeight="normal"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-haspopup="dialog"
      data-testid="search-launcher"
    >
      <Box color="yellow.300">
        <SearchIcon />
      </Box>
      <Text as="span" truncate>
        Search for movies and TV shows...
      </Text>
    </Button>
  );
}
