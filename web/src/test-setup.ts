import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markServerReachable } from '@/lib/use-online';

// findBy…/waitFor give up after 1 s by default: on a loaded 2-core CI machine a render that awaits a
// lazy module can take longer. They hold until the state is there; a state that never comes still
// fails, well inside the test's own 30 s.
configure({ asyncUtilTimeout: 10_000 });

// The page's "server reachable" flag is module state: a test whose fetch failed must not leave the next one offline.
afterEach(() => {
  if (typeof document !== 'undefined') markServerReachable();
});
