import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export const aliases = {
  '@shared': path.join(root, 'shared'),
  '@server': path.join(root, 'server/src'),
  '@client': path.join(root, 'client/src'),
};

export default defineConfig({
  root: path.join(root, 'client'),
  plugins: [react()],
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
