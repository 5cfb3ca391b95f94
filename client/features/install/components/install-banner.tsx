import { useEffect, useState } from 'react';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { isStandalone, promptInstall, useInstallPrompt } from '../../../lib/pwa';

export const INSTALL_BANNER_DELAY_MS = 3000;
export const INSTALL_DISMISSED_KEY = 'streamfinder_install_dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Install-app banner (docs/spec.md §2 and §4): appears 3 s after the browser offers installation, unless the
 * app runs installed (standalone) or the visitor dismissed it this session. Install App and Not now.
 */
export function InstallBanner() {
  const { event, offeredAt } = useInstallPrompt();
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(dismissedThisSession);

  useEffect(() => {
    if (!event || dismissed || isStandalone()) return;
    const wait = Math.max(0, INSTALL_BANNER_DELAY_MS - (performance.now() - offeredAt));
    const timer = setTimeout(() => setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [event, offeredAt, dismissed]);

  if (!visible || !event || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // storage blocked: dismissed for this page only
    }
    setDismissed(true);
  };

  return (
    <Box
      role="region"
      aria-label="Install app"
      data-testid="install-banner"
      position="fixed"
      insetX={{ base: 3, md: 'auto' }}
      right={{ md: 6 }}
      bottom={{ base: 3, md: 6 }}
      zIndex="banner"
      maxW={{ md: 'md' }}
      bg="gray.900"
      borderWidth="1px"
      borderColor="whiteAlpha.300"
      rounded="lg"
      shadow="lg"
      p="4"
    >
      <Flex direction="column" gap="3">
        <Box>
          <Text fontWeight="semibold">Install StreamFinder</Text>
          <Text fontSize="sm" color="gray.300">
            Add it to your home screen: open it like an app, and the titles you looked at work offline.
          </Text>
        </Box>
        <HStack gap="2" justify="flex-end">
          <Button variant="ghost" onClick={dismiss}>
            Not now
          </Button>
          <Button
            colorPalette="yellow"
            onClick={() => {
              setVisible(false);
              void promptInstall();
            }}
          >
            Install App
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
