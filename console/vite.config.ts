import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In dev, /api goes to the platform's HTTP server (override with NVP_API_TARGET). */
const api = { '/api': { target: process.env.NVP_API_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: api },
  preview: { proxy: api },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
