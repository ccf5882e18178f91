import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const alias = {
  '@revisely/contracts': path.resolve(import.meta.dirname, '../../packages/contracts/src/index.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget script reads the manifest to name what each route loads.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // Contract modules only declare schemas, so a module the app imports nothing from can be
        // dropped: without this every feature's schemas would land in the sign-in bundle.
        moduleSideEffects: (id, external) => external || !id.includes('/packages/contracts/src/'),
      },
      // Folds tiny shared chunks (single icons, small primitives) into their importers, saving requests.
      output: { experimentalMinChunkSize: 2048 },
    },
  },
});
