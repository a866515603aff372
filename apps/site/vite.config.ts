import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:1337';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.SITE_PORT ?? 5173),
    host: '127.0.0.1',
    // The service answers under these prefixes; the browser talks to one origin.
    proxy: { '/api': api, '/stats': api, '/s/': api, '/uploads': api },
  },
  preview: { port: Number(process.env.SITE_PORT ?? 4173), host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
});
