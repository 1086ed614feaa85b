import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { markServerReachable } from '@/lib/use-online';

// The page's "server reachable" flag is module state: a test whose fetch failed must not leave the next one offline.
afterEach(() => {
  if (typeof document !== 'undefined') markServerReachable();
});
