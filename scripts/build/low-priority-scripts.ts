import type { Plugin } from 'vite';

/**
 * The page arrives prerendered with its critical CSS inline: its JavaScript only hydrates what
 * is already on screen. A module script is fetched at high priority by default, competing with
 * the content on a slow link; `fetchpriority="low"` tells the browser the content comes first.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

export function lowPriorityScriptsPlugin(): Plugin {
  return {
    name: 'cuesheet:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerScriptPriority },
  };
}
