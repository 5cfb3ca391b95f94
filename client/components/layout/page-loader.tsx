// As tall as the screen: the footer stays below the fold until the page arrives (no layout shift).
import { Center, Spinner } from '@chakra-ui/react';

export function PageLoader() {
  return (
    <Center minH="100vh" role="status" aria-live="polite">
      <Spinner size="lg" aria-hidden />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Loading
      </span>
    </Center>
  );
}
