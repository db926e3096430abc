import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['scripts/build-before-tests.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    // starting an API and a storefront on two busy cores can take longer than the 10 s default
    hookTimeout: 30_000,
  },
});
