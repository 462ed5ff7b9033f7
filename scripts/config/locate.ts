import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { ConfigIssue, ConfigPath } from './config-error.ts';

export interface Position {
  line: number;
  column: number;
  length: number;
}

interface Found {
  node: Node | null;
  /** The key that names `node`, when it is a mapping's value. */
  key: Node | null;
  /** The mapping or list `node` sits in, for when `node` itself has no place in the text. */
  container: Node | null;
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return typeof key === 'string' ? key : undefined;
}

/** Walks the parsed document along a config path as far as it goes. */
function find(doc: Document, path: ConfigPath): Found {
  let found: Found = { node: doc.contents, key: null, container: null };
  for (const segment of path) {
    let node = found.node;
    if (isAlias(node)) node = node.resolve(doc) ?? null;
    if (isMap(node)) {
      const pair = node.items.find((item) => keyText(item.key) === String(segment));
      if (!pair) break;
      found = { node: (pair.value as Node | null) ?? null, key: (pair.key as Node | null) ?? null, container: node };
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      found = { node: (node.items[segment] as Node | null) ?? null, key: null, container: node };
    } else {
      break;
    }
  }
  return found;
}

function hasRange(node: Node | null): node is Node & { range: [number, number, number] } {
  return node !== null && Array.isArray(node.range) && node.range[1] > node.range[0];
}

/** Converts a source span to a 1-based position whose length stays on the first line. */
export function positionOf(source: string, lineCounter: LineCounter, start: number, end: number): Position {
  const safeStart = Math.min(Math.max(0, start), source.length);
  const { line, col } = lineCounter.linePos(safeStart);
  const lineEnd = source.indexOf('\n', safeStart);
  const stop = Math.min(end, lineEnd === -1 ? source.length : lineEnd);
  return { line, column: col, length: Math.max(1, stop - safeStart) };
}

/** Where in the text an issue belongs: its key, its value, or the nearest thing that exists. */
export function locateIssue(
  doc: Document,
  source: string,
  lineCounter: LineCounter,
  issue: Pick<ConfigIssue, 'path' | 'at'>,
): Position {
  const { node, key, container } = find(doc, issue.path);
  const order = issue.at === 'key' ? [key, node, container] : [node, key, container];
  const target = order.find(hasRange);
  if (!target) return positionOf(source, lineCounter, 0, 1);
  // A mapping's own range covers all its lines; point at where it starts.
  const end = isMap(target) || isSeq(target) ? target.range[0] + 1 : target.range[1];
  return positionOf(source, lineCounter, target.range[0], end);
}
