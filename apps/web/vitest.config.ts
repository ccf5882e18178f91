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
    restoreMocks: true,
  },
});
