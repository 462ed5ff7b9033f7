import type { Plugin } from 'vite';

/**
 * react-router ships its components as `var NavLink = React.forwardRef(...)` followed by
 * `NavLink.displayName = "NavLink"`, with no pure annotation: the bundler must assume both
 * statements have effects and keeps every component (NavLink, Form, ScrollRestoration, the
 * prefetch machinery...) whether the app uses it or not. Marking the top-level React factory
 * calls pure and dropping the devtools-only displayName writes lets unused ones go.
 * Its package exports only its development build, whose one difference from the production
 * build is this flag; the browser bundle gets the production value.
 * Line count is kept so source maps still point at the right lines.
 */
export function annotateReactRouter(code: string): string {
  return code
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
}

/** Browser build only: the prerender keeps react-router's warnings, which fail the build. */
export function treeshakeHintsPlugin(): Plugin {
  return {
    name: 'cuesheet:treeshake-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/.*\.mjs$/ },
      handler(code) {
        const result = annotateReactRouter(code);
        return result === code ? null : { code: result, map: null };
      },
    },
  };
}

/**
 * Packages imported only for their exports that don't say so in their package.json.
 * @emotion/react's entry has a bare `import 'hoist-non-react-statics'` (for withTheme, unused
 * here), which would otherwise keep it and react-is in the first load. Others: package default.
 */
const PURE_PACKAGES = /\/node_modules\/(?:hoist-non-react-statics|react-is)\//;

export const moduleSideEffects = (id: string): boolean | undefined => (PURE_PACKAGES.test(id) ? false : undefined);
