import { deliveredName, deliveryPathProblem } from '../../../functions/src/contract/file-name.ts';
import { invisibleShown } from '../../../functions/src/contract/invisible-text.ts';
import { rawEntries, type RawSection, type RuleContext, type SectionIssue } from '../define.ts';

const isRecord = (value: unknown): value is RawSection =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Named {
  path: (string | number)[];
  file: string;
}

/** The files of one licence (a version's master and the track's stems) each need a name of their own: the link and the download are named by it. */
function sameNames(files: readonly Named[], context: RuleContext, version: string): SectionIssue[] {
  const first = new Map<string, Named>();
  return files.flatMap((named) => {
    // Compared without case: a Mac's or Windows' folder would hold the two downloads as one file.
    const key = deliveredName(named.file).toLocaleLowerCase('en');
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, named);
      return [];
    }
    return [
      {
        path: named.path,
        message: `a licence of ${version} would deliver two files named '${deliveredName(named.file)}' (the other on line ${context.lineOf(['sections', context.index, ...earlier.path])}); the buyer downloads each by its name: rename one`,
      },
    ];
  });
}

const folderOf = (section: RawSection): unknown => (isRecord(section.delivery) ? section.delivery.folder : undefined);

/** A site has one delivery folder (scripts/delivery/folder.ts reads the first catalog's): a second catalog may repeat it, not change it. */
function otherFolder(section: RawSection, context: RuleContext): SectionIssue[] {
  const folder = folderOf(section);
  const earlier = context.sections
    .slice(0, context.index)
    .find((other) => other.type === section.type && typeof folderOf(other) === 'string' && folderOf(other) !== folder);
  if (typeof folder !== 'string' || !earlier) return [];
  return [
    {
      path: ['delivery', 'folder'],
      message: `the delivery folder '${folder}' differs from '${String(folderOf(earlier))}' of the catalog '${String(earlier.id)}'; a site keeps its files in one folder: name the same one, or leave this one out`,
    },
  ];
}

/** Where each track's delivery names its files: inside the folder, one name per file of a licence. */
export function deliveryRules(section: RawSection, context: RuleContext): SectionIssue[] {
  return [...otherFolder(section, context), ...trackFiles(section, context)];
}

function trackFiles(section: RawSection, context: RuleContext): SectionIssue[] {
  return rawEntries(section.tracks).flatMap((track, t) => {
    const delivery = isRecord(track.delivery) ? track.delivery : {};
    const named = (file: unknown, path: (string | number)[]): Named[] =>
      typeof file === 'string' ? [{ path, file }] : [];
    const stems = (Array.isArray(delivery.stems) ? delivery.stems : []).flatMap((file: unknown, i) =>
      named(file, ['tracks', t, 'delivery', 'stems', i]),
    );
    const main = named(delivery.master, ['tracks', t, 'delivery', 'master']);
    const versions = rawEntries(track.versions).map((version, v) => ({
      label: typeof version.label === 'string' ? version.label : `version ${v + 1}`,
      master: named(isRecord(version.delivery) ? version.delivery.master : undefined, [
        'tracks',
        t,
        'versions',
        v,
        'delivery',
        'master',
      ]),
    }));
    const every = [...main, ...stems, ...versions.flatMap((version) => version.master)];
    return [
      ...every.flatMap(({ path, file }) => {
        const problem = deliveryPathProblem(file);
        return problem ? [{ path, message: `delivery file '${invisibleShown(file, 'terminal')}': ${problem}` }] : [];
      }),
      ...sameNames([...main, ...stems], context, 'the main version'),
      ...versions.flatMap((version) => sameNames([...version.master, ...stems], context, `'${version.label}'`)),
    ];
  });
}
