import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      color="white"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
      rounded="md"
    >
      <RouterLink to="/" aria-label="StreamFinder home">
        <Box
          as="span"
          display="inline-flex"
          w="8"
          h="8"
          rounded="md"
          bg="yellow.400"
          color="gray.950"
          alignItems="center"
          justifyContent="center"
          aria-hidden="true"
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" focusable="false">
            <path d="M7 4v16l13-8z" />
          </svg>
        </Box>
        <Text as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="tight">
          Stream
          <Text as="span" color="yellow.300">
            Finder
          </Text>
        </Text>
      </RouterLink>
    </Link>
  );
}
