import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteConfigPlugin } from './scripts/config/vite-plugin.ts';

export default defineConfig({
  plugins: [siteConfigPlugin(), react({ jsxImportSource: '@emotion/react' })],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022' },
});
