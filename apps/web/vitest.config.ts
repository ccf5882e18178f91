import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      '@revisely/contracts': path.resolve(import.meta.dirname, '../../packages/contracts/src/index.ts'),
      '@revisely/scheduler': path.resolve(import.meta.dirname, '../../packages/scheduler/src/index.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A hang guard, not a speed target: forms with Radix selects take 2–4 s in jsdom alone, and two
    // files run at once on two cores.
    testTimeout: 15_000,
    restoreMocks: true,
  },
});
