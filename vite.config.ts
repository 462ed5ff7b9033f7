import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteConfigPlugin } from './scripts/config/vite-plugin.ts';
import { contactMaxLengthPlugin } from './scripts/build/contact-max-length.ts';
import { devRenderPlugin } from './scripts/build/dev-render.ts';
import { lowPriorityScriptsPlugin } from './scripts/build/low-priority-scripts.ts';
import { minifyCssLiteralsPlugin } from './scripts/build/minify-css-literals.ts';
import { moduleSideEffects, treeshakeHintsPlugin } from './scripts/build/treeshake-hints.ts';

export default defineConfig({
  plugins: [siteConfigPlugin(), contactMaxLengthPlugin(), react({ jsxImportSource: '@emotion/react' }), treeshakeHintsPlugin(), minifyCssLiteralsPlugin(), lowPriorityScriptsPlugin(), devRenderPlugin()],
  resolve: {
    // Emotion's 4 kB DOM-prop allow-list would sit in the first-load budget; the components mark
    // their styling-only props with `$`, so dropping those is all the filtering they need.
    alias: [{ find: /^@emotion\/is-prop-valid$/, replacement: fileURLToPath(new URL('./src/theme/forward-prop.ts', import.meta.url)) }],
  },
  // Bundled into the server render too, so the prerendered HTML gets the same props the browser hydrates.
  ssr: { noExternal: ['@emotion/styled'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser that runs this ES2022 bundle supports <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rolldownOptions: { treeshake: { moduleSideEffects } },
  },
  // The server renders this year; the browser swaps in its own after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
