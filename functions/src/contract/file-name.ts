/**
 * The one rule for the names of the files a licence delivers, as the catalog's schema and its
 * rules, `npm run import`, `npm run licence -- quote` and the deliveryFile function all apply it:
 * a name the site writes into a quote is one its link can deliver.
 */
import { MISLEADING } from './visible-text.ts';

/**
 * What no delivered file's name may hold, as a pattern's class: a control character (C0 such as
 * tab, LF and CR, DEL, and C1 such as U+0085, a line break to some readers), an unpaired surrogate
 * (which no address can carry: encodeURIComponent throws on one), or a character that makes text
 * read as something it is not (line and paragraph separators, bidi overrides that could show
 * `mix.wav` for what ends in `.exe`).
 */
const UNNAMEABLE = `\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF${MISLEADING}`;
const unnameable = new RegExp(`[${UNNAMEABLE}]`, 'u');

/** A file name as a file system can hold one: Windows, macOS and Linux all stop at 255. */
export const FILE_NAME_MAX = 255;

/**
 * The JSON Schema pattern of a delivery path: no character of UNNAMEABLE, and one that shows and
 * is not a slash. The catalog's rules (deliveryPathProblem) say the rest, each with its reason.
 */
export const DELIVERY_PATH_PATTERN = `^[^${UNNAMEABLE}]*[^\\s/${UNNAMEABLE}][^${UNNAMEABLE}]*$`;

const CANNOT_CARRY = 'a control or direction character that no download link can carry';

/** The character `name` may not hold, as `U+0009`, or undefined. */
function unnameableIn(name: string): string | undefined {
  const found = unnameable.exec(name)?.[0];
  return found === undefined ? undefined : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why `name` cannot be a delivered file's name (the last part of its path, which the link and the
 * download carry), or undefined when it can. `..foo.wav` can: only `.` and `..` themselves lead
 * anywhere.
 */
export function fileNameProblem(name: string): string | undefined {
  if (name === '' || name === '.' || name === '..') return `the name '${name}' names no file`;
  if (/[/\\]/.test(name)) return 'a file name holds no slash';
  const char = unnameableIn(name);
  if (char !== undefined) return `the name holds ${char}, ${CANNOT_CARRY}: rename the file without it`;
  if (name.length > FILE_NAME_MAX)
    return `the name has ${name.length} characters; a file system holds ${FILE_NAME_MAX}`;
  return undefined;
}

/**
 * Why a delivery path (`delivery: { master, stems }`, relative to the delivery folder) cannot
 * name a file inside the folder that a link can deliver, or undefined when it can: the quote
 * records the path and the local stack serves it from the folder, so nothing may lead out of it,
 * on any system the site is edited on, and its last part is the name the download is given.
 */
export function deliveryPathProblem(path: string): string | undefined {
  if (path.includes('\\')) return 'write the path with forward slashes (masters/golden-hour.wav), as on every system';
  if (/^\//.test(path) || /^[A-Za-z]:/.test(path))
    return 'give the path inside the delivery folder (masters/golden-hour.wav), not an absolute path';
  const segments = path.split('/');
  if (segments.includes('..'))
    return "the path leads out of the delivery folder ('..'); put the file inside the folder and name it from there";
  if (segments.some((segment) => segment === '' || segment === '.'))
    return "the path has an empty or '.' part; write it as folder/file.wav";
  const char = unnameableIn(path);
  if (char !== undefined) return `the path holds ${char}, ${CANNOT_CARRY}: rename the file (or its folder) without it`;
  return fileNameProblem(deliveredName(path));
}

/** The file name a download gives a path: its last part. */
export const deliveredName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
