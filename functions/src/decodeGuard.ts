import { mustBeA, NOT_AN_OBJECT, notAccepted } from './validation.js';

// firebase-functions decodes `data` recursively before our handler runs: a deeply nested value
// overflows its stack and an object with an unknown "@type" makes it throw, both becoming a
// 500 INTERNAL the handler never sees; and a "__proto__" key is dropped by the copy, so the
// handler can't refuse it. A contact message is flat, so the request guard refuses such data
// first, with the answer the callable protocol gives any other bad input.
const MAX_DEPTH = 16;

/** Why firebase-functions could not decode `data`, or null when it can. */
export function undecodable(data: unknown): string | null {
  if (!isObject(data)) return null;
  if (Array.isArray(data) || hasTypeTag(data)) return tooDeep(data) ? NOT_AN_OBJECT : null;
  if (Object.hasOwn(data, '__proto__')) return notAccepted('__proto__');
  for (const [field, value] of Object.entries(data)) {
    if (isObject(value) && tooDeep(value)) return mustBeA(field, 'string');
  }
  return null;
}

// Iterative on purpose: a recursive walk would overflow on the very input it guards against.
function tooDeep(root: object): boolean {
  const pending: Array<[unknown, number]> = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (!isObject(value)) continue;
    if (depth > MAX_DEPTH || hasTypeTag(value)) return true;
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return false;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function hasTypeTag(value: object): boolean {
  return !Array.isArray(value) && Boolean((value as Record<string, unknown>)['@type']);
}
