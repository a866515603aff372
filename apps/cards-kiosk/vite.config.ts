import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precacheServiceWorker } from './build/precache';

export default defineConfig({
  plugins: [react(), precacheServiceWorker(fileURLToPath(new URL('./src/sw/sw.js', import.meta.url)))],
  server: { port: Number(process.env.KIOSK_PORT ?? 5174), host: '127.0.0.1' },
  preview: { port: Number(process.env.KIOSK_PORT ?? 4174), host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
});
