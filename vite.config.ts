import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVER_PATH_PREFIXES } from './shared/server-paths';

const root = path.dirname(fileURLToPath(import.meta.url));
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export const aliases = {
  '@shared': path.join(root, 'shared'),
  '@server': path.join(root, 'server/src'),
  '@client': path.join(root, 'client/src'),
};

/** Navigations the service worker leaves to the server instead of answering with the app. */
const serverPaths = SERVER_PATH_PREFIXES.map(
  (prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
);

export default defineConfig({
  root: path.join(root, 'client'),
  plugins: [
    react(),
    VitePWA({
      // The page registers the worker itself (lib/pwa) and asks before a new build takes over.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Mindlane',
        short_name: 'Mindlane',
        description: 'Mind maps, to-do lists and Kanban boards in one live workspace.',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverPaths,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { alias: aliases },
  build: { outDir: path.join(root, 'dist/client'), emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': api,
      '/.netlify': api,
      '/health': api,
      '/docs/api': api,
      '/collab': { target: api, ws: true },
    },
  },
});
