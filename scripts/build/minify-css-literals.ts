import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `css`, `keyframes`, `styled.div`, `styled(Component)`, `styled('a', options)`, `styled.div.withComponent(...)`. */
function isEmotionTag(tag: Node): boolean {
  if (tag.type === 'Identifier') return tag.name === 'css' || tag.name === 'keyframes';
  if (tag.type === 'MemberExpression') return isNode(tag.object) && (isStyled(tag.object) || isEmotionTag(tag.object));
  if (tag.type === 'CallExpression') return isNode(tag.callee) && (isStyled(tag.callee) || isEmotionTag(tag.callee));
  return false;
}

const isStyled = (node: Node) => node.type === 'Identifier' && node.name === 'styled';

/**
 * One stretch of CSS between interpolations, squeezed: comments and indentation out, no space
 * next to `{ } ; :` or after `,`. Nothing that could change meaning is touched: one space is kept
 * where spaces stood (descendant selectors, `calc(a - b)`, `${a} ${b}`). Line breaks stay, so the
 * module keeps its line count and the bundle's source map still names the right file and line.
 */
export function minifyCssText(text: string): string {
  const newlines = (run: string) => '\n'.repeat(run.split('\n').length - 1);
  return text
    .replace(/\/\*[\s\S]*?\*\//g, newlines)
    .replace(/\s+/g, (run) => newlines(run) || ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/\n ?/g, '\n')
    .replace(/ \n/g, '\n')
    .replace(/: /g, ':')
    .replace(/, /g, ',');
}

/**
 * Whether a template can be squeezed safely. Strings may hold meaningful whitespace, and
 * stylis reads `//` as a line comment, which joined lines would turn into a swallowed rule.
 */
function isSafe(quasis: string[]): boolean {
  return quasis.every((text) => !/["'\\]|\/\//.test(text) && !/\/\*(?![\s\S]*?\*\/)/.test(text));
}

/** Applies `minifyCssText` to the Emotion templates of one module; null when nothing changed. */
export function minifyCssLiterals(code: string): string | null {
  if (!/\b(?:css|keyframes|styled)\b/.test(code)) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'TaggedTemplateExpression' && isNode(node.tag) && isEmotionTag(node.tag)) {
      const quasi = node.quasi as { quasis: Node[] };
      const texts = quasi.quasis.map((element) => code.slice(element.start, element.end));
      if (isSafe(texts)) {
        quasi.quasis.forEach((element, index) => {
          const text = minifyCssText(texts[index]!);
          if (text !== texts[index]) edits.push({ start: element.start, end: element.end, text });
        });
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  if (!edits.length) return null;
  edits.sort((a, b) => b.start - a.start);
  return edits.reduce((result, { start, end, text }) => result.slice(0, start) + text + result.slice(end), code);
}

/**
 * Emotion keeps template CSS verbatim in the bundle, with the indentation and comments that make
 * it readable in src/. Squeezing it at build time takes that weight off the first load without
 * Babel (which @emotion/babel-plugin would need).
 */
export function minifyCssLiteralsPlugin(): Plugin {
  return {
    name: 'cuesheet:minify-css-literals',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: { include: /\/src\/.*\.[jt]sx?$/, exclude: /node_modules/ } },
      handler(code) {
        const result = minifyCssLiterals(code);
        return result === null ? null : { code: result, map: null };
      },
    },
  };
}
