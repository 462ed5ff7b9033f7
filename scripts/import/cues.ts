/**
 * The plan's first stage: which files are one cue (its versions grouped by their names, the
 * sheet's Title and Version over them) and which sheet rows speak of each, by file name or by
 * title and version. The facts are not read yet; merge-facts.ts does that.
 */
import { fileNameFacts, type FileNameFacts } from './file-name-facts.ts';
import type { Cue, Master } from './plan-model.ts';
import type { SheetRow } from './sheet.ts';
import { groupVersions, parseVersionName, titleKey, versionLabel, type VersionGroup } from './versions.ts';

export interface MatchedCues {
  cues: Cue[];
  /** The rows no file matched. */
  unmatchedRows: SheetRow[];
}

const labelOf = (row: SheetRow) => (row.version ? versionLabel(row.version) : null);

/** The row naming a file, by its name with or without the extension. */
function rowsByFile(rows: readonly SheetRow[]): (master: Master) => SheetRow | undefined {
  const byFile = new Map<string, SheetRow>();
  for (const row of rows) if (row.fileName) byFile.set(row.fileName.toLowerCase(), row);
  return (m) => byFile.get(m.name.toLowerCase()) ?? byFile.get(m.base.toLowerCase());
}

/** The versions by their names, with the tempo and key a name carries taken out of it first. */
function groupsOf(
  masters: readonly Master[],
  existingTitles: readonly string[],
  named: Map<Master, FileNameFacts>,
  rowOfFile: (master: Master) => SheetRow | undefined,
): VersionGroup<Master>[] {
  return groupVersions(
    masters.map((master) => ({ base: named.get(master)!.name, master })),
    existingTitles,
    ({ master }) => {
      const row = rowOfFile(master);
      if (!row) return undefined;
      return {
        ...(row.title && { cue: row.title }),
        ...((row.version !== undefined || row.title) && { label: labelOf(row) }),
      };
    },
  ).map((group) => ({
    ...group,
    main: group.main.master,
    versions: group.versions.map((v) => ({ label: v.label, item: v.item.master })),
  }));
}

export function matchCues(
  masters: readonly Master[],
  rows: readonly SheetRow[],
  existingTitles: readonly string[],
): MatchedCues {
  const used = new Set<SheetRow>();
  const rowOfFile = rowsByFile(rows);
  const named = new Map<Master, FileNameFacts>(masters.map((m) => [m, fileNameFacts(m.base)]));
  const titleRow = (cue: string, label: string | null) =>
    rows.find((r) => !r.fileName && r.title && titleKey(r.title) === titleKey(cue) && labelOf(r) === label);
  const cues = groupsOf(masters, existingTitles, named, rowOfFile).map((group): Cue => {
    // The title tag of a file that is a version alone ("Blue Hour (Instrumental)") names the cue and its label.
    const tags = group.main.tags;
    const parsedTag = tags.title ? parseVersionName(tags.title) : undefined;
    const tagTitle =
      parsedTag && group.mainLabel && !parsedTag.loose && parsedTag.label === group.mainLabel
        ? parsedTag.cue
        : tags.title;
    const rowOfTitle = (label: string | null) =>
      titleRow(group.cue, label) ?? (tagTitle ? titleRow(tagTitle, label) : undefined);
    const mainRow = rowOfFile(group.main) ?? rowOfTitle(group.mainLabel);
    const versionRows = group.versions.map((v) => rowOfFile(v.item) ?? rowOfTitle(v.label));
    for (const r of [mainRow, ...versionRows]) if (r) used.add(r);
    const members = [group.main, ...group.versions.map((v) => v.item)];
    return {
      ...group,
      tagTitle,
      mainRow,
      versionRows,
      named: members.map((m) => named.get(m)!),
      title: mainRow?.title ?? tagTitle ?? group.cue,
      source: [group.main.name, mainRow && `${mainRow.file}:${mainRow.line}`].filter(Boolean).join(', '),
    };
  });
  return { cues, unmatchedRows: rows.filter((r) => !used.has(r)) };
}
