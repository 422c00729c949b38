import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticRoutes, staticRoutesScript } from './client/src/lib/pwa/static-routes.ts';
import { SERVER_PATH_PREFIXES } from './shared/server-paths.ts';

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

/**
 * A few large chunks instead of dozens of small ones: a browser fetches at most six files at a time from one
 * HTTP/1.1 server, so a page needing forty small chunks waited for seven round trips. The libraries and the
 * shared client code each go to one chunk, the live-document runtime to another; the pages, and the
 * libraries only one page uses (Konva, dnd-kit, react-virtual), keep their own.
 */
const PAGE_ONLY_LIBRARIES =
  /node_modules[\\/](konva|react-konva|@dnd-kit|@tanstack[\\/](react-virtual|virtual-core)|its-fine|react-reconciler)[\\/]/;
/** What the boot script needs: left out of the groups, so that it loads before the libraries. */
const BOOT_MODULES = /(document-pages|prefetch-document|document-name)\.ts$/;
const inGroup = (pattern: RegExp) => (id: string) => pattern.test(id) && !BOOT_MODULES.test(id);
/**
 * The live-document runtime (client/src/lib/collab/collab-runtime.ts and what it imports): neither React nor
 * any other library of the vendor chunk, so that a document page's document opens as soon as this chunk
 * has arrived, while the rest of the app's script is still being evaluated. The hooks and components of
 * lib/collab go with the shared client code.
 */
const COLLAB_RUNTIME =
  /node_modules[\\/](yjs|y-protocols|y-indexeddb|lib0|@hocuspocus|@lifeomic)[\\/]|client[\\/]src[\\/]lib[\\/](device-user\.ts|collab[\\/](?!use-|components[\\/]|presence-store|throttle)[^\\/]+\.ts)$|shared[\\/](presence|schema[\\/]update-listeners)\.ts$/;
const CHUNK_GROUPS = [
  { name: 'collab', priority: 30, test: inGroup(COLLAB_RUNTIME) },
  {
    name: 'vendor',
    priority: 20,
    test: (id: string) => id.includes('node_modules') && !PAGE_ONLY_LIBRARIES.test(id),
  },
  {
    name: 'shared',
    priority: 10,
    test: inGroup(/client[\\/]src[\\/](components|lib)[\\/]|[\\/]shared[\\/]/),
  },
];

/** The script in which the service worker adds its static routes (client/src/lib/pwa/static-routes.ts). */
const STATIC_ROUTES_FILE = 'sw-static-routes.js';

function serviceWorkerStaticRoutes(): Plugin {
  return {
    name: 'mindlane:service-worker-static-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: STATIC_ROUTES_FILE,
        source: staticRoutesScript(staticRoutes(SERVER_PATH_PREFIXES)),
      });
    },
  };
}

export default defineConfig({
  root: path.join(root, 'client'),
  plugins: [
    react(),
    serviceWorkerStaticRoutes(),
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
        importScripts: [STATIC_ROUTES_FILE],
      },
    }),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // The vendor chunk is one group on purpose (docs/PERFORMANCE.md), about 600 kB (190 kB gzipped): the
    // budget warns when a chunk outgrows that, not at Vite's default 500 kB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Grouping modules without their dependencies needs both, or chunks could run in the wrong order.
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS },
      },
    },
  },
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
