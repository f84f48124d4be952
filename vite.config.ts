import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The portal is built into dist/ and served by the API server (server/src/plugins/portal.ts).
// In development `npm run dev` proxies /api to the server started on API_PORT (default 8081).
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}` },
  },
});
