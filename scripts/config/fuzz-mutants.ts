import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { validateConfigSource } from './load-config.ts';
import { sectionTypes } from './schema.ts';
import { mulberry32, type Rng } from '../random.ts';

/** One generated config: what was done to it, and its text. */
export interface Mutant {
  name: string;
  source: string;
}

// random() is below 1, so the index is within the list.
const pick = <T>(random: Rng, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Rng, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

type Path = (string | number)[];

/**
 * Every key and list item in the document down to a depth the real config has, as paths
 * for getIn/setIn/deleteIn; deeper (fuzz-nested) parts would make this quadratic.
 */
function nodePaths(node: unknown, prefix: Path = []): Path[] {
  if (prefix.length >= 8) return [];
  if (isMap(node)) {
    return node.items.flatMap((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      return key === undefined ? [] : [[...prefix, key], ...nodePaths(pair.value, [...prefix, key])];
    });
  }
  if (isSeq(node)) return node.items.flatMap((item, i) => [[...prefix, i], ...nodePaths(item, [...prefix, i])]);
  return [];
}

const RETYPED: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  '',
  ' ',
  'text',
  [],
  ['a'],
  {},
  { a: 1 },
  '#zzz',
  '../../etc/passwd',
];

/** Values that must never be accepted where a link or asset goes. */
const UNSAFE_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  '//evil.example/x.js',
  // Browsers read a backslash as a slash, so this is //evil.example too.
  '/\\evil.example/',
  'http://evil.example/',
];

export const URL_KEYS: ReadonlySet<string> = new Set(['url', 'href', 'src', 'sameAs']);

type Structural = (doc: Document, random: Rng, paths: Path[]) => string;

const structural: Readonly<Record<string, Structural>> = {
  delete(doc, random, paths) {
    const path = pick(random, paths);
    doc.deleteIn(path);
    return `delete ${path.join('.')}`;
  },
  duplicate(doc, random, paths) {
    const lists = paths.filter(
      (p) => isSeq(doc.getIn(p, true)) && (doc.getIn(p, true) as { items: unknown[] }).items.length,
    );
    if (!lists.length) return 'duplicate nothing';
    const path = pick(random, lists);
    const list = doc.getIn(path, true) as { items: unknown[] };
    const index = between(random, 0, list.items.length - 1);
    list.items.splice(index, 0, doc.createNode(doc.getIn([...path, index])));
    return `duplicate ${path.join('.')}[${index}]`;
  },
  retype(doc, random, paths) {
    const path = pick(random, paths);
    const value = pick(random, RETYPED);
    doc.setIn(path, doc.createNode(value));
    return `retype ${path.join('.')} = ${JSON.stringify(value)}`;
  },
  rename(doc, random, paths) {
    const keyed = paths.filter((p) => typeof p[p.length - 1] === 'string');
    const path = pick(random, keyed);
    const value = doc.getIn(path, true);
    doc.deleteIn(path);
    const name = String(path[path.length - 1]);
    const typo = name.length > 1 ? name.slice(0, -2) + name.slice(-1) + name.slice(-2, -1) : `${name}x`;
    doc.setIn([...path.slice(0, -1), typo], value);
    return `rename ${path.join('.')} -> ${typo}`;
  },
  hugeString(doc, random, paths) {
    const path = pick(random, paths);
    const size = pick(random, [2_001, 100_000, 1_000_000]);
    doc.setIn(path, 'x'.repeat(size));
    return `huge string (${size}) at ${path.join('.')}`;
  },
  sectionType(doc, random) {
    const sections = doc.getIn(['sections'], true);
    if (!isSeq(sections) || !sections.items.length) return 'no sections';
    const index = between(random, 0, sections.items.length - 1);
    const type = pick(random, [...sectionTypes, 'vidoes', 'gallery', '']);
    doc.setIn(['sections', index, 'type'], type);
    return `sections[${index}].type = ${type}`;
  },
  reorderSections(doc, random) {
    const sections = doc.getIn(['sections'], true);
    if (!isSeq(sections)) return 'no sections';
    for (let i = sections.items.length - 1; i > 0; i--) {
      const j = between(random, 0, i);
      [sections.items[i], sections.items[j]] = [sections.items[j], sections.items[i]];
    }
    return 'reorder sections';
  },
  changeText(doc, random, paths) {
    const texts = paths.filter((p) => {
      const node = doc.getIn(p, true);
      return (
        isScalar(node) &&
        typeof node.value === 'string' &&
        ['label', 'title', 'heading', 'name', 'intro'].includes(String(p[p.length - 1]))
      );
    });
    if (!texts.length) return 'no text';
    const path = pick(random, texts);
    const text = pick(random, [
      'Über uns',
      'مرحبا',
      '<b>bold</b>',
      '{{x}}',
      "Ain't it",
      'a'.repeat(between(random, 1, 60)),
    ]);
    doc.setIn(path, text);
    return `text ${path.join('.')} = ${text.slice(0, 20)}`;
  },
  colour(doc, random) {
    const key = pick(random, ['background', 'surface', 'text', 'mutedText', 'accent', 'accentText']);
    const hex = `#${between(random, 0, 0xffffff).toString(16).padStart(6, '0')}`;
    doc.setIn(['theme', 'colors', key], hex);
    return `theme.colors.${key} = ${hex}`;
  },
};

type Textual = (source: string, random: Rng) => { name: string; source: string };

const textual: Readonly<Record<string, Textual>> = {
  truncate(source, random) {
    const at = between(random, 0, source.length);
    return { name: `truncate at ${at}`, source: source.slice(0, at) };
  },
  randomBytes(source, random) {
    const chars = [...source];
    const count = between(random, 1, 8);
    for (let i = 0; i < count; i++) {
      const at = between(random, 0, chars.length);
      const char = String.fromCharCode(
        pick(random, [
          between(random, 0, 31),
          between(random, 32, 126),
          between(random, 0xd800, 0xdfff),
          0xfeff,
          0x2028,
        ]),
      );
      chars.splice(at, random() < 0.5 ? 1 : 0, char);
    }
    return { name: `${count} random characters`, source: chars.join('') };
  },
  duplicateLine(source, random) {
    const lines = source.split('\n');
    const at = between(random, 0, lines.length - 1);
    lines.splice(at, 0, lines[at]!);
    return { name: `duplicate line ${at + 1}`, source: lines.join('\n') };
  },
  deepNesting(source, random) {
    const depth = pick(random, [40, 300, 5_000]);
    const flow =
      random() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;
    const key = pick(random, ['brand', 'theme', 'nav', 'footer', 'behaviour', 'meta']);
    return {
      name: `nesting ${depth} at ${key}`,
      source: source.replace(new RegExp(`^${key}:`, 'm'), `${key}: ${flow}\n${key}_old:`),
    };
  },
};

/** A mutant in progress: a parsed document while structural edits follow each other, else text. */
type Draft = { doc: Document; source?: undefined } | { doc?: undefined; source: string };

const text = (draft: Draft): string => draft.source ?? draft.doc.toString({ lineWidth: 0 });

function applyStructural(draft: Draft, name: string, random: Rng): { name: string; draft: Draft } {
  const edit = structural[name];
  if (!edit) throw new Error(`fuzz: no structural edit named ${name}`);
  const doc = draft.doc ?? parseDocument(draft.source);
  const paths = nodePaths(doc.contents);
  if (doc.errors.length || !paths.length) return { name: `${name} skipped`, draft };
  try {
    return { name: edit(doc, random, paths), draft: { doc } };
  } catch (error) {
    // An earlier edit may have turned the collection a path goes through into a scalar.
    if (error instanceof RangeError) throw error;
    return { name: `${name} skipped`, draft };
  }
}

const operators = [...Object.keys(structural), ...Object.keys(textual)];

/** One to three random edits; undefined when they nest deeper than yaml itself can print. */
function mutate(original: Document, random: Rng): { name: string; source: string } | undefined {
  let draft: Draft = { doc: original.clone() };
  const names: string[] = [];
  try {
    for (let step = between(random, 1, 3); step > 0; step--) {
      const operator = pick(random, operators);
      const textEdit = textual[operator];
      if (textEdit) {
        const edited = textEdit(text(draft), random);
        names.push(edited.name);
        draft = { source: edited.source };
      } else {
        const edited = applyStructural(draft, operator, random);
        names.push(edited.name);
        draft = edited.draft;
      }
    }
    return { name: names.join(', '), source: text(draft) };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * `count` deterministic mutants of a config: one to three random edits each, structural
 * (delete, duplicate, retype, rename, huge strings, section types and order, texts,
 * colours) or textual (truncate, random characters, duplicated lines, deep nesting).
 * Names start with the attempt number, which replays the case.
 */
export function configMutants(source: string, count: number, seed = 1): Mutant[] {
  const original = parseDocument(source);
  const mutants: Mutant[] = [];
  for (let attempt = 0; mutants.length < count; attempt++) {
    const mutant = mutate(original, mulberry32(seed * 1_000_003 + attempt));
    if (mutant) mutants.push({ name: `#${attempt}: ${mutant.name}`, source: mutant.source });
  }
  return mutants;
}

/** Every url/href/src field (and sameAs entry) of the config set to every unsafe URL, one at a time. */
export function unsafeUrlMutants(source: string): Mutant[] {
  const doc = parseDocument(source);
  const targets = nodePaths(doc.contents).filter((path) => {
    const last = path[path.length - 1];
    const parent = path[path.length - 2];
    return (
      (typeof last === 'string' && URL_KEYS.has(last) && isScalar(doc.getIn(path, true))) ||
      (parent === 'sameAs' && typeof last === 'number')
    );
  });
  return targets.flatMap((path) =>
    UNSAFE_URLS.map((url) => {
      const copy = doc.clone();
      copy.setIn(path, url);
      return { name: `${path.join('.')} = ${url}`, source: copy.toString({ lineWidth: 0 }) };
    }),
  );
}

/**
 * The distinct mutants that pass the check. The build check ("a config that passes
 * always builds") renders each of them.
 */
export function validConfigMutants(source: string, count = 1_000, seed = 1): Mutant[] {
  const seen = new Set<string>([source]);
  return configMutants(source, count, seed).filter((mutant) => {
    if (seen.has(mutant.source)) return false;
    seen.add(mutant.source);
    return validateConfigSource(mutant.source, 'mutant.yaml').ok;
  });
}
