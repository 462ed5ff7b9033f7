import { describe, expect, it } from 'vitest';
import { annotateReactRouter, moduleSideEffects } from './treeshake-hints.ts';

describe('annotateReactRouter', () => {
  it('marks top-level React factories pure, drops displayName writes and keeps the line count', () => {
    const code = 'var NavLink = React10.forwardRef(\n  function NavLinkWithRef() {}\n);\nNavLink.displayName = "NavLink";\nvar ENABLE_DEV_WARNINGS = true;\n  inner.displayName = "kept";';
    const result = annotateReactRouter(code);
    expect(result).toBe(
      'var NavLink = /* @__PURE__ */ React10.forwardRef(\n  function NavLinkWithRef() {}\n);\n\nvar ENABLE_DEV_WARNINGS = false;\n  inner.displayName = "kept";',
    );
    expect(result.split('\n')).toHaveLength(code.split('\n').length);
  });
});

describe('moduleSideEffects', () => {
  it('declares only the listed packages free of side effects and leaves the rest to their package.json', () => {
    expect(moduleSideEffects('/app/node_modules/hoist-non-react-statics/dist/index.cjs.js')).toBe(false);
    expect(moduleSideEffects('/app/node_modules/react-is/index.js')).toBe(false);
    expect(moduleSideEffects('/app/node_modules/react-dom/client.js')).toBeUndefined();
  });
});
