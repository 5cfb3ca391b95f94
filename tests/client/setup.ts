import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // A file may run in Node instead of jsdom (// @vitest-environment node): no storage there.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // Files share one environment per worker (vitest.config.ts): nothing a test set up may outlive it.
  vi.useRealTimers();
});
