import { CloseButton, Drawer, Link, Portal, Stack, Box } from '../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/i18n-provider';
import { CountrySelector } from '../../features/region/components/country-selector';
import { MyListCount } from '../../features/my-list/components/my-list-count';
import { NAV_ITEMS } from './nav-items';

/**
 * The header's menu below 75em (1200 px, app/layout/layout.css): a drawer with the main links and the country
 * selector.
 */
export function MobileMenu({
  open,
  onOpenChange,
  pathname,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
}) {
  const t = useT();
  return (
    <Drawer.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="gray.950" data-testid="mobile-menu">
            <Drawer.Header>
              <Drawer.Title>{t('header.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={t('nav.mobile')} gap="1">
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
                        onClick={() => onOpenChange(false)}
                      >
                        {t(item.label)}
                        {item.to === '/my-list' && <MyListCount />}
                      </RouterLink>
                    </Link>
                  );
                })}
              </Stack>
              <Box mt="6">
                <CountrySelector block onPicked={() => onOpenChange(false)} />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('header.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
