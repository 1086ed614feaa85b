import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./web/src/', import.meta.url)),
  '@common/': fileURLToPath(new URL('./common/', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          // Many tests run real work against outside oracles (openssl, Python, 600,000 PBKDF2 rounds):
          // a second quiet is five on a loaded 2-core CI machine, where vitest's default 5 s limit
          // failed the text encryption's tests at load 25. A hung test still fails, in 30 s.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // @actions/workflow-parser imports its schema as JSON without an import attribute, which
          // Node refuses: inlined, Vite's transform loads it.
          server: { deps: { inline: ['@actions/workflow-parser'] } },
        },
      },
      {
        resolve: { alias },
        test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        test: {
          name: 'cli',
          include: ['cli/test/**/*.test.ts'],
          environment: 'node',
          // The tests build the bundle first (a Vite build of a few seconds).
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server and database; PostgreSQL tests share one cluster.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
