import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { resolvePublicDir } from '../config/config-path.ts';
import { siteConfigPlugin, type LoadedSite } from '../config/vite-plugin.ts';
import { devFunctionProxyPlugin } from './dev-function-proxy.ts';
import { devRenderPlugin } from './dev-render.ts';
import { lowPriorityScriptsPlugin } from './low-priority-scripts.ts';

/**
 * What every island needs to come alive, in one file: React, Emotion, the hydration with its
 * providers (src/islands/runtime/) and the small interface parts islands share (src/ui/). A tap
 * that wakes an island then waits for two files fetched side by side, its own and this one, not
 * for a chain of small shared chunks. Chosen by folder, so a renamed file stays where it was.
 * Nothing here may be imported by the entry script, or React would load with the page: the
 * first-load test (e2e/performance.spec.ts) fails if it does.
 */
const ISLAND_RUNTIME = {
  name: 'island-runtime',
  test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis)[\\/]|src[\\/](islands[\\/]runtime|ui)[\\/]/,
};

/** The server renders this year; a script island swaps in the visitor's own once it is seen. */
export const define = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

/**
 * The Vite settings of the dev server (vite.config.ts) and of the build, which passes the site
 * it has already loaded and checked so the bundles read that one, not the file again.
 */
export function viteSettings(site?: LoadedSite): UserConfig {
  return {
    plugins: [
      siteConfigPlugin(site === undefined ? {} : { site }),
      react({ jsxImportSource: '@emotion/react' }),
      lowPriorityScriptsPlugin(),
      devRenderPlugin(),
      devFunctionProxyPlugin(site),
    ],
    publicDir: resolvePublicDir(),
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    build: {
      target: 'es2022',
      // Every browser that runs this ES2022 bundle supports <link rel=modulepreload>.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [ISLAND_RUNTIME] },
          // V8's explicit compile hint: the runtime is fetched only when a visitor wakes an island,
          // and then nearly all of it runs at once, so its functions are compiled eagerly on the
          // streaming thread instead of one by one on the main thread during the first tap.
          // After minification, or the minifier would drop the comment.
          postBanner: (chunk) => (chunk.name === ISLAND_RUNTIME.name ? '//# allFunctionsCalledOnLoad' : ''),
        },
      },
    },
    define,
  };
}
