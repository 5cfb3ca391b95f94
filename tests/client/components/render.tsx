// Renders with the app's Chakra system and a router (the shared components use router links).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../../../client/lib/theme';

export function Wrapper({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <MemoryRouter>{children}</MemoryRouter>
    </ChakraProvider>
  );
}

export function renderWithChakra(ui: ReactElement) {
  return render(ui, { wrapper: Wrapper });
}
