import { defineConfig } from 'vite';
import { viteSettings } from './scripts/build/vite-settings.ts';

// The dev server's settings; `npm run build` uses the same (scripts/build/build.ts).
export default defineConfig(viteSettings());
