import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { RegionProvider } from '../lib/region';
import { AppToaster } from '../components/toaster';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RegionProvider>
          {children}
          <AppToaster />
        </RegionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
