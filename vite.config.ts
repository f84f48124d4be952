import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is built into dist/ and served by the API server (server/src/plugins/portal.ts).
// In development `npm run dev` (server/src/main.ts --dev) starts the API on 8081 and this dev server on 5173,
// proxying /api and /config.js to the API; the proxy below serves a plain `npx vite` the same way.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
      '/config.js': `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
    },
  },
});
