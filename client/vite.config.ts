import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: false },
      '/api': { target: gateway },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/bench-bundle.mjs reads the chunk graph from it (first-route budget).
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
});
