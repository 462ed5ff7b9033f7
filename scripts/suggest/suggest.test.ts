// npm run suggest through the command layer, on a copy of the shipped site whose last track is a
// second bounce of Paper Moons left untagged: the demo previews are the sounds.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { runCommand } from '../cli/run-command.ts';
import { repoRoot } from '../config/config-path.ts';
import command from './suggest.ts';

const BOUNCE = [
  '      - id: paper-moons-bounce',
  '        title: Paper Moons (bounce)',
  '        audio: /audio/paper-moons.mp3',
  '        moods: []',
  '        genres: [Lo-fi Hip-Hop]',
  '        vocals: instrumental',
  '        rights:',
  '          writers:',
  '            - { name: Marlowe Kane, share: 100 }',
].join('\n');

let dir: string;
let configFile: string;
let shipped: string;

const suggest = async (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((text) => out.push(String(text)) > 0);
  try {
    const code = await runCommand(command, args, {
      out: (text) => void out.push(text),
      err: (text) => void err.push(text),
    });
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    write.mockRestore();
  }
};

const tracksOf = (text: string) =>
  (parse(text) as { sections: { type: string; tracks?: Record<string, unknown>[] }[] }).sections.find(
    (s) => s.type === 'catalog',
  )!.tracks!;

const saved = { config: process.env.SITE_CONFIG, public: process.env.SITE_PUBLIC_DIR };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'suggest-'));
  configFile = join(dir, 'site.config.yaml');
  process.env.SITE_CONFIG = configFile;
  process.env.SITE_PUBLIC_DIR = join(repoRoot, 'public');
  const source = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
  // After the last track of the catalog (the line before the next section's or the file's end).
  const lastTrack = source.indexOf('      - id: slow-burn');
  const end = source.indexOf('\n  - ', lastTrack);
  shipped = `${source.slice(0, end)}\n${BOUNCE}${source.slice(end)}`;
  await writeFile(configFile, shipped);
});

afterAll(async () => {
  for (const [name, value] of [
    ['SITE_CONFIG', saved.config],
    ['SITE_PUBLIC_DIR', saved.public],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await rm(dir, { recursive: true, force: true });
});

describe('npm run suggest', { timeout: 60_000 }, () => {
  it('--dry-run prints each suggestion with the tracks it came from, and writes nothing', async () => {
    const { code, stdout } = await suggest('--dry-run', '--field', 'moods');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^paper-moons-bounce: moods Warm \(suggested, sure 0\.\d\d, from paper-moons, slow-burn\)/m);
    expect(stdout).toContain('Dry run: would write suggestions for 1 track');
    expect(await readFile(configFile, 'utf8')).toBe(shipped);
  });

  it('writes the suggestion marked, every typed value and comment as it was, and again the same', async () => {
    expect((await suggest('--field', 'moods')).code).toBe(0);
    const written = await readFile(configFile, 'utf8');
    const tracks = tracksOf(written);
    const bounce = tracks.find((t) => t.id === 'paper-moons-bounce')!;
    expect(bounce.moods).toContain('Warm');
    expect(bounce.suggested).toEqual({ moods: { confidence: expect.any(Number), from: expect.any(Array) } });
    expect((bounce.suggested as { moods: { from: string[] } }).moods.from[0]).toBe('paper-moons');
    // Only the bounce's lines changed: the shipped tracks' typed moods and every comment stay.
    expect(written.split('\n').filter((line) => !shipped.split('\n').includes(line))).toEqual([
      expect.stringMatching(/^ {8}suggested: \{ moods: \{ confidence: 0\.\d+, from: \[paper-moons.*\] \} \}$/),
      expect.stringMatching(/^ {8}moods: \[Warm\]$/),
    ]);
    expect(tracksOf(shipped).filter((t) => t.id !== 'paper-moons-bounce')).toEqual(
      tracks.filter((t) => t.id !== 'paper-moons-bounce'),
    );
    // A marked field is suggested again; nothing else changes.
    expect((await suggest('--field', 'moods')).code).toBe(0);
    expect(await readFile(configFile, 'utf8')).toBe(written);
  });

  it('leaves a value alone once the artist deletes its mark', async () => {
    const confirmed = (await readFile(configFile, 'utf8')).replace(/^ {8}suggested: .*\n/m, '');
    await writeFile(configFile, confirmed);
    const { code, stdout } = await suggest('--field', 'moods');
    expect(code).toBe(0);
    expect(stdout).toContain('Nothing to suggest');
    expect(await readFile(configFile, 'utf8')).toBe(confirmed);
  });

  it('refuses a field it does not suggest, exit 2', async () => {
    const { code, stderr } = await suggest('--field', 'tempo');
    expect(code).toBe(2);
    expect(stderr).toContain("--field takes moods, genres, instruments, not 'tempo'");
  });
});
