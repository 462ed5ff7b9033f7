import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolvePublicDir } from './scripts/config/config-path.ts';
import { siteConfigPlugin } from './scripts/config/vite-plugin.ts';
import { devRenderPlugin } from './scripts/build/dev-render.ts';
import { lowPriorityScriptsPlugin } from './scripts/build/low-priority-scripts.ts';

export default defineConfig({
  plugins: [siteConfigPlugin(), react({ jsxImportSource: '@emotion/react' }), lowPriorityScriptsPlugin(), devRenderPlugin()],
  publicDir: resolvePublicDir(),
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser that runs this ES2022 bundle supports <link rel=modulepreload>.
    modulePreload: { polyfill: false },
  },
  // The server renders this year; the browser swaps in its own after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
