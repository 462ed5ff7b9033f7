/**
 * The no-JavaScript floor: the same prerendered HTML with every <script> element and every
 * modulepreload link removed. What the content costs to show, with nothing to run.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi, '');
}
