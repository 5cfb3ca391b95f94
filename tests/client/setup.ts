import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Files share one environment per worker (vitest.config.ts): nothing a test set up may outlive it.
  vi.useRealTimers();
});
