import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { persistOptions } from '../lib/persist';
import { queryClient } from '../lib/query-client';
import { RegionProvider } from '../lib/region';
import { AppToaster } from '../components/toaster';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RegionProvider>
          {children}
          <AppToaster />
        </RegionProvider>
      </PersistQueryClientProvider>
    </ChakraProvider>
  );
}
