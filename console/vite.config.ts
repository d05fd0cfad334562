import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the console runs on Vite and the backend on 8080: proxy the backend path and the
// live connection so cookies and the WebSocket stay same-origin (spec 01 §7 transport).
const backend = process.env.CS_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/backend': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Everything the entry loads statically goes into one chunk: many small shared chunks compress worse
    // and cost requests on the display's weak machines (ARCHITECTURE §11).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
});
