import { Center, Spinner } from '@chakra-ui/react';

export function PageLoader() {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" aria-hidden />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Loading
      </span>
    </Center>
  );
}
