import { rawEntries, type RawSection, type RuleContext, type SectionIssue } from '../define.ts';
import { readKey } from './musical-key.ts';
import { isIsrc, iswcProblem, sharesTotal } from './rights.ts';
import schema from './schema.json' with { type: 'json' };

const DEFAULT_MAIN_LABEL = schema.section.properties.labels.properties.mainVersion.default;

const isRecord = (value: unknown): value is RawSection =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reports each repeat of a name at its own place, naming the line of the first. */
function repeats(
  items: { path: (string | number)[]; key: string }[],
  context: RuleContext,
  what: string,
  scope: string,
): SectionIssue[] {
  const first = new Map<string, (string | number)[]>();
  return items.flatMap(({ path, key }) => {
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, path);
      return [];
    }
    return [
      {
        path,
        message: `${what} '${key}' is used twice ${scope}; the first is on line ${context.lineOf(['sections', context.index, ...earlier])}. Give each a name of its own`,
      },
    ];
  });
}

function shareIssues(rights: RawSection, t: number, list: 'writers' | 'publishers'): SectionIssue[] {
  const entries = rawEntries(rights[list]);
  const shares = entries.map((entry) => entry.share).filter((share): share is number => typeof share === 'number');
  if (entries.length === 0 || shares.length !== entries.length) return [];
  const total = sharesTotal(shares);
  if (total === 100) return [];
  return [
    {
      path: ['tracks', t, 'rights', list],
      message: `${list.slice(0, -1)} shares add up to ${total}, not 100 (${shares.join(' + ')}); fix the shares so they total 100`,
    },
  ];
}

function rightsIssues(rights: RawSection, t: number): SectionIssue[] {
  const issues = [...shareIssues(rights, t, 'writers'), ...shareIssues(rights, t, 'publishers')];
  if (typeof rights.isrc === 'string' && !isIsrc(rights.isrc)) {
    issues.push({
      path: ['tracks', t, 'rights', 'isrc'],
      message: `'${rights.isrc}' is not an ISRC; write it as CC-XXX-YY-NNNNN (country, registrant, year, 5 digits), e.g. US-MK1-26-00001 or USMK12600001, in capitals`,
    });
  }
  if (typeof rights.iswc === 'string') {
    const problem = iswcProblem(rights.iswc);
    if (problem === 'format') {
      issues.push({
        path: ['tracks', t, 'rights', 'iswc'],
        message: `'${rights.iswc}' is not an ISWC; write it as T-DDD.DDD.DDD-C, e.g. T-034.524.680-1`,
      });
    } else if (problem) {
      issues.push({
        path: ['tracks', t, 'rights', 'iswc'],
        message: `ISWC '${rights.iswc}' has check digit ${rights.iswc.slice(-1)} but its digits give ${problem.expected}; copy the ISWC again from the registration`,
      });
    }
  }
  return issues;
}

/** One-stop means one party clears master and publishing: rights that say otherwise are worth a look, not a failed build. */
function oneStopWarnings(rights: RawSection, t: number): SectionIssue[] {
  if (rights.oneStop !== true) return [];
  const publishers = new Set(rawEntries(rights.publishers).map((p) => p.name));
  const writers = rawEntries(rights.writers);
  const reason =
    publishers.size > 1
      ? `${publishers.size} publishers share the publishing`
      : publishers.size === 0 && writers.length > 1
        ? `${writers.length} writers and no publisher clear the publishing`
        : undefined;
  if (!reason) return [];
  return [
    {
      path: ['tracks', t, 'rights', 'oneStop'],
      severity: 'warning',
      message: `oneStop is true but ${reason}; set oneStop: false, or list the one party that clears it all`,
    },
  ];
}

/**
 * A track that gives no bpm or key has them measured from its audio at build; audio on another
 * host is not read, so nothing would be shown: a warning says what to write.
 */
function unheardFacts(track: RawSection, t: number): SectionIssue[] {
  if (typeof track.audio !== 'string' || !/^https?:/i.test(track.audio)) return [];
  const missing = [
    ...(track.bpm === undefined ? ['bpm (e.g. bpm: 96)'] : []),
    ...(track.key === undefined ? ['key (e.g. key: A minor)'] : []),
  ];
  const them = missing.length > 1 ? 'them' : 'it';
  return missing.length
    ? [
        {
          path: ['tracks', t, 'audio'],
          message: `this track gives no ${missing.join(' and no ')}, and its audio is on another host, which the build does not read to measure ${them}: the site shows none; write ${them} in`,
          severity: 'warning',
        },
      ]
    : [];
}

/** The catalog's rules JSON Schema cannot say: unique ids and labels, shares, identifiers. */
export function catalogRules(section: RawSection, context: RuleContext): SectionIssue[] {
  const tracks = rawEntries(section.tracks);
  const labelsGiven = isRecord(section.labels) ? section.labels : {};
  // The main file's chip carries this label, so a version of that name would be a second chip alike.
  const mainLabel = typeof labelsGiven.mainVersion === 'string' ? labelsGiven.mainVersion : DEFAULT_MAIN_LABEL;
  const ids = tracks.flatMap((track, t) =>
    typeof track.id === 'string' ? [{ path: ['tracks', t, 'id'], key: track.id }] : [],
  );
  // Unlisted tracks are for shortlists; a catalog of only those would be an empty section.
  const noneListed = tracks.length > 0 && tracks.every((track) => track.listed === false);
  return [
    ...(noneListed
      ? [
          {
            path: ['tracks'],
            message:
              'every track of this catalog is listed: false, so it would show none; list at least one, or leave the section out',
          },
        ]
      : []),
    ...repeats(ids, context, 'track id', 'in this catalog'),
    ...tracks.flatMap((track, t) => {
      const labels = rawEntries(track.versions).flatMap((version, v) =>
        typeof version.label === 'string' ? [{ path: ['tracks', t, 'versions', v, 'label'], key: version.label }] : [],
      );
      const namedLikeMain = labels
        .filter(({ key }) => key === mainLabel)
        .map(({ path }) => ({
          path,
          message: `version label '${mainLabel}' is the name of the track's main file (labels.mainVersion); call this version something else, e.g. '${mainLabel} (alt)'`,
        }));
      const rights = isRecord(track.rights) ? track.rights : undefined;
      const key = typeof track.key === 'string' ? readKey(track.key) : undefined;
      return [
        ...(key && !key.ok
          ? [
              {
                path: ['tracks', t, 'key'],
                message: `'${String(track.key)}' is not a key the catalog reads: ${key.hint}`,
              },
            ]
          : []),
        ...repeats(labels, context, 'version label', 'in this track'),
        ...namedLikeMain,
        ...unheardFacts(track, t),
        ...(rights ? [...rightsIssues(rights, t), ...oneStopWarnings(rights, t)] : []),
      ];
    }),
  ];
}
