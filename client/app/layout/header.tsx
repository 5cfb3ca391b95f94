import { useEffect, useState } from 'react';
import {
  Box,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon, SearchIcon } from '../../components/icons';
import { CountrySelector } from '../../features/region/components/country-selector';
import { HeaderSearch } from '../../features/search/components/header-search';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { useScrollHeader } from './use-scroll-header';

/** Sticky header: hides on scroll down, shows on scroll up, solid after 20 px (spec section 2, Layout). */
export function Header() {
  const { pathname } = useLocation();
  const { hidden, solid } = useScrollHeader();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const isHome = pathname === '/';

  useEffect(() => {
    setSearchOpen(false);
    setMenuOpen(false);
  }, [pathname]);

  const shown = !hidden || searchOpen || focusInside;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      transform={shown ? 'translateY(0)' : 'translateY(-100%)'}
      transition="transform 0.25s ease, background-color 0.25s ease"
      bg={solid || searchOpen ? 'gray.950' : 'transparent'}
      bgGradient={solid || searchOpen ? undefined : 'to-b'}
      gradientFrom="blackAlpha.800"
      gradientTo="transparent"
      borderBottomWidth={solid ? '1px' : '0'}
      borderColor="whiteAlpha.100"
      shadow={solid ? 'md' : 'none'}
      onFocusCapture={() => setFocusInside(true)}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
      data-hidden={shown ? undefined : 'true'}
      data-solid={solid ? 'true' : undefined}
    >
      <Link
        href="#main-content"
        position="absolute"
        left="2"
        top="-20"
        _focus={{ top: '2' }}
        bg="yellow.400"
        color="gray.950"
        px="3"
        py="2"
        rounded="md"
        zIndex="skipLink"
      >
        Skip to content
      </Link>
      <Container maxW="7xl" py="3">
        <Flex align="center" gap={{ base: 2, md: 6 }}>
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {NAV_ITEMS.map((item) => {
              const active = item.match(pathname);
              return (
                <Link
                  key={item.to}
                  asChild
                  px="3"
                  py="2"
                  rounded="md"
                  fontWeight="medium"
                  color={active ? 'yellow.300' : 'gray.100'}
                  _hover={{ color: 'yellow.300', textDecoration: 'none' }}
                >
                  <RouterLink to={item.to} aria-current={active ? 'page' : undefined}>
                    {item.label}
                  </RouterLink>
                </Link>
              );
            })}
          </HStack>
          <HStack ml="auto" gap="2">
            {!isHome && (
              <IconButton
                aria-label={searchOpen ? 'Close search' : 'Open search'}
                aria-expanded={searchOpen}
                variant="ghost"
                onClick={() => setSearchOpen((o) => !o)}
                data-testid="search-toggle"
              >
                {searchOpen ? <CloseIcon /> : <SearchIcon />}
              </IconButton>
            )}
            <Box display={{ base: 'none', md: 'block' }}>
              <CountrySelector />
            </Box>
            <IconButton
              aria-label="Open menu"
              aria-expanded={menuOpen}
              variant="ghost"
              display={{ base: 'inline-flex', lg: 'none' }}
              onClick={() => setMenuOpen(true)}
              data-testid="menu-toggle"
            >
              <MenuIcon />
            </IconButton>
          </HStack>
        </Flex>
        {searchOpen && !isHome && (
          <Box pt="3" maxW="2xl" mx="auto">
            <HeaderSearch onDone={() => setSearchOpen(false)} />
          </Box>
        )}
      </Container>
      <Drawer.Root open={menuOpen} onOpenChange={(d) => setMenuOpen(d.open)} placement="end" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="gray.950" data-testid="mobile-menu">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="Mobile" gap="1">
                  {NAV_ITEMS.map((item) => {
                    const active = item.match(pathname);
                    return (
                      <Link
                        key={item.to}
                        asChild
                        px="3"
                        py="3"
                        rounded="md"
                        fontSize="lg"
                        fontWeight="medium"
                        color={active ? 'yellow.300' : 'gray.100'}
                        bg={active ? 'whiteAlpha.100' : undefined}
                      >
                        <RouterLink
                          to={item.to}
                          aria-current={active ? 'page' : undefined}
                          onClick={() => setMenuOpen(false)}
                        >
                          {item.label}
                        </RouterLink>
                      </Link>
                    );
                  })}
                </Stack>
                <Box mt="6">
                  <CountrySelector block />
                </Box>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
