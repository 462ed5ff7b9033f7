import type { RenderResult } from '../../src/entry-server.tsx';
import { escapeHtml } from '../../src/head/escape-html.ts';

/**
 * Puts a rendered page into index.html. Every insertion is a replacement function: a string
 * replacement would read config text such as a budget written "$$$" or "$`" as a pattern and
 * pull pieces of the template into the page. Without a policy (the dev server, whose inline
 * scripts a policy would block) no CSP meta is written.
 */
export function fillTemplate(template: string, { html, head, htmlAttributes }: RenderResult, policy?: string): string {
  const filled = template
    .replace(
      /<html lang="[^"]*">/,
      () => `<html lang="${escapeHtml(htmlAttributes.lang)}" dir="${escapeHtml(htmlAttributes.dir)}">`,
    )
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
  if (policy === undefined) return filled;
  // Before anything that loads, so the policy covers every request the page makes.
  return filled.replace(
    '<meta charset="UTF-8" />',
    () => `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`,
  );
}
