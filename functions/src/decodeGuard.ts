import { mustBeA, NOT_AN_OBJECT, notAccepted } from './validation.ts';

// firebase-functions decodes `data` recursively before our handler runs: a deeply nested value
// overflows its stack and an object with an unknown "@type" makes it throw, both becoming a
// 500 INTERNAL the handler never sees; and its copy assigns a "__proto__" key, at any depth, as
// the new object's prototype: validation would then read inherited values while Firestore
// stores only own ones (an empty licence, or a 500 for an unserialisable one). The request
// guard refuses such data first, with the answer the callable protocol gives any other bad input.
const MAX_DEPTH = 16;

/** Why firebase-functions could not decode `data` as it was sent, or null when it can. */
export function undecodable(data: unknown): string | null {
  if (!isObject(data)) return null;
  if (Array.isArray(data) || hasTypeTag(data)) return walk(data, '') === null ? null : NOT_AN_OBJECT;
  for (const [field, value] of Object.entries(data)) {
    if (field === '__proto__') return notAccepted(field);
    if (!isObject(value)) continue;
    const problem = walk(value, field);
    if (problem === TOO_DEEP) return mustBeA(field, 'string');
    if (problem !== null) return notAccepted(problem);
  }
  return null;
}

const TOO_DEEP = Symbol('too deep');

/** TOO_DEEP, the dotted path of the first "__proto__" key, or null. */
// Iterative on purpose: a recursive walk would overflow on the very input it guards against.
function walk(root: object, rootPath: string): typeof TOO_DEEP | string | null {
  const pending: Array<[unknown, number, string]> = [[root, 1, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth, path] = next;
    if (!isObject(value)) continue;
    if (depth > MAX_DEPTH || hasTypeTag(value)) return TOO_DEEP;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key === '__proto__') return childPath;
      pending.push([child, depth + 1, childPath]);
    }
  }
  return null;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function hasTypeTag(value: object): boolean {
  return !Array.isArray(value) && Boolean((value as Record<string, unknown>)['@type']);
}
