import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export const alias = {
  '@revisely/contracts': path.resolve(import.meta.dirname, '../../packages/contracts/src/index.ts'),
  '@revisely/scheduler': path.resolve(import.meta.dirname, '../../packages/scheduler/src/index.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Our own service worker (src/sw/sw.ts: push reminders plus the precache); the plugin only
    // builds it and injects the list of files to precache. Registration is ours too
    // (src/lib/service-worker.ts), and the manifest stays public/manifest.webmanifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell and every chunk, so any page starts offline. The sign-in video, the legacy
        // font formats (woff2 is enough for every browser we support) and pre-compressed copies stay out.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: ['**/node_modules/**', 'sw.js', '.vite/**', 'media/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
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
