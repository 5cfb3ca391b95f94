import type { ReactNode } from 'react';
import { Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { CountrySelector } from '../../features/region/components/country-selector';
import { Svg } from '../../components/icons';
import { Logo } from './logo';
import { CONTACT_EMAIL, FOOTER_GENRES } from './nav-items';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="sm" textTransform="uppercase" letterSpacing="wider" color="gray.300" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box as="li">
      <Link asChild color="gray.400" fontSize="sm" _hover={{ color: 'yellow.300' }}>
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
    </Box>
  );
}

const SOCIAL = [
  { label: 'StreamFinder on X', href: 'https://x.com/', path: 'M4 4l16 16M20 4L4 20' },
  {
    label: 'StreamFinder on Facebook',
    href: 'https://www.facebook.com/',
    path: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  },
  {
    label: 'StreamFinder on Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
];

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" borderTopWidth="1px" borderColor="whiteAlpha.100" mt="12">
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap={{ base: 8, md: 6 }}>
          <Box gridColumn={{ base: 'span 2', md: 'span 1' }}>
            <Logo />
            <Text color="gray.400" fontSize="sm" mt="3" maxW="xs">
              Find where to stream, rent or buy movies and TV shows legally in your country.
            </Text>
            <HStack gap="2" mt="4">
              {SOCIAL.map((s) => (
                <Link
                  key={s.label}
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  color="gray.400"
                  p="1.5"
                  rounded="md"
                  _hover={{ color: 'yellow.300' }}
                >
                  <Svg>
                    <path d={s.path} />
                  </Svg>
                </Link>
              ))}
            </HStack>
          </Box>
          <Column title="Explore">
            <FooterLink to="/">Home</FooterLink>
            <FooterLink to="/category/movie">Movies</FooterLink>
            <FooterLink to="/category/tv">TV Shows</FooterLink>
            <FooterLink to="/category/movie?filter=now_playing">New Releases</FooterLink>
            <FooterLink to="/upcoming-movies">Upcoming</FooterLink>
            <FooterLink to="/advanced-search">Discover</FooterLink>
          </Column>
          <Column title="Genres">
            {FOOTER_GENRES.map((g) => (
              <FooterLink key={g.id} to={`/genre/${g.id}?type=movie`}>
                {g.name}
              </FooterLink>
            ))}
          </Column>
          <Column title="Support">
            <FooterLink to="/contact">Contact</FooterLink>
            <FooterLink to="/faq">FAQ</FooterLink>
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
            <FooterLink to="/terms">Terms of Service</FooterLink>
            <Box as="li">
              <Link
                href={`mailto:${CONTACT_EMAIL}`}
                color="gray.400"
                fontSize="sm"
                _hover={{ color: 'yellow.300' }}
              >
                {CONTACT_EMAIL}
              </Link>
            </Box>
          </Column>
          <Box>
            <Heading
              as="h2"
              size="sm"
              textTransform="uppercase"
              letterSpacing="wider"
              color="gray.300"
              mb="3"
            >
              Country
            </Heading>
            <Text color="gray.400" fontSize="sm" mb="2">
              Availability and lists follow this country.
            </Text>
            <CountrySelector block />
          </Box>
        </SimpleGrid>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.100"
          fontSize="xs"
          color="gray.400"
        >
          <Text>© {new Date().getFullYear()} StreamFinder. All rights reserved.</Text>
          <Stack gap="1" textAlign={{ base: 'left', md: 'right' }} data-testid="attribution">
            <Text>
              Title data and images from{' '}
              <Link
                href="https://www.themoviedb.org/"
                target="_blank"
                rel="noopener noreferrer"
                color="gray.300"
                textDecoration="underline"
              >
                TMDB
              </Link>
              . This product uses the TMDB API but is not endorsed or certified by TMDB.
            </Text>
            <Text>
              Streaming data by{' '}
              <Link
                href="https://www.justwatch.com/"
                target="_blank"
                rel="noopener noreferrer"
                color="gray.300"
                textDecoration="underline"
              >
                JustWatch
              </Link>
            </Text>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}
