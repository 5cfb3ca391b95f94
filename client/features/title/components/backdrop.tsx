import { useState } from 'react';
import { Box, Image, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon } from '../../../components/icons';
import { tmdbImage } from '../../../lib/image';

export const BACKDROP_HEIGHT = { base: '190px', sm: '260px', md: '380px', lg: '460px' };

/** The wide still behind the header (decorative), fading into the page, with the back-to-home button. */
export function Backdrop({ path }: { path: string | null | undefined }) {
  const src = tmdbImage(path, 'w1280');
  const [failed, setFailed] = useState(false);
  return (
    <Box position="relative" h={BACKDROP_HEIGHT} overflow="hidden" bg="gray.900" data-testid="backdrop">
      {src && !failed ? (
        <Image
          src={src}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          objectPosition="center 20%"
          fetchPriority="high"
          onError={() => {
            console.warn(`Backdrop failed to load: ${src}`);
            setFailed(true);
          }}
        />
      ) : (
        <Box position="absolute" inset="0" bgGradient="to-br" gradientFrom="gray.800" gradientTo="gray.950" />
      )}
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(to bottom, rgba(9,9,11,0.55) 0%, rgba(9,9,11,0.2) 40%, var(--chakra-colors-gray-950) 100%)"
      />
      <Link
        asChild
        position="absolute"
        top={{ base: 3, md: 5 }}
        left={{ base: 3, md: 6 }}
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="3"
        minH="44px"
        rounded="full"
        bg="blackAlpha.700"
        color="white"
        fontSize="sm"
        fontWeight="medium"
        textDecoration="none"
        _hover={{ bg: 'blackAlpha.800', textDecoration: 'none' }}
      >
        <RouterLink to="/">
          <ChevronLeftIcon size={18} />
          Back to Home
        </RouterLink>
      </Link>
    </Box>
  );
}
