import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
// '^/store/' is the storefront API; the '/store' page itself is the client's.
const proxied = ['/api', '/avatars', '/media', '^/store/'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: {
      // Dozens of one-icon chunks cost a round trip each on a phone: chunks under 10 kB are merged
      // into one that loads at the same moments (Rollup only merges where no extra code would run).
      output: { experimentalMinChunkSize: 10_000 },
    },
  },
});
