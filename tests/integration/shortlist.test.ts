import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDigests } from '../../functions/src/shortlist/digest.ts';
import {
  ACTIVITY,
  SHORTLISTS,
  TOKENS,
  type Activity,
  type StoredShortlist,
} from '../../functions/src/contract/shortlist-model.ts';
import { minutesSeconds } from '../../functions/src/shortlist/report.ts';
import { clearFirestore, listDocuments, newSenderIp, send } from './emulators.ts';
import { adminDb, callFunction, createList, functionUrl, shortlistCli, type CreatedList } from './shortlist-helpers.ts';

const NOT_AVAILABLE = { error: { message: 'token: this shortlist is not available', status: 'NOT_FOUND' } };
const db = adminDb();
const stored = async (id: string) => (await db.collection(SHORTLISTS).doc(id).get()).data() as StoredShortlist;
const activity = async (id: string, recipient: string) =>
  (await db.collection(SHORTLISTS).doc(id).collection(ACTIVITY).doc(recipient).get()).data() as Activity | undefined;
const open = (token: string, ip = newSenderIp()) => callFunction('getShortlist', { token }, ip);
const record = (token: string, events: unknown[], ip = newSenderIp()) =>
  callFunction('recordListen', { token, events }, ip);

let pitch: CreatedList;

beforeAll(async () => {
  await clearFirestore();
  pitch = await createList(
    '--title',
    'Tense, 90-100 BPM, by Friday',
    '--tracks',
    'golden-hour:Instrumental,night-drive',
    '--for',
    'Anna Lee, Northlight <anna@northlight.example>',
    '--for',
    'Bo Park <bo@meridian.example>',
    '--note',
    'Two cues for the chase.',
    '--downloads',
  );
});

describe('npm run shortlist -- create', () => {
  it('prints one link per recipient, each with its own token of 256 bits', () => {
    expect(pitch.stdout).toMatch(
      /^Shortlist \w{8} "Tense, 90-100 BPM, by Friday" created in demo-cuesheet \(local emulator\): 2 track\(s\), 2 recipient\(s\), open until /m,
    );
    expect(pitch.stdout).toContain('  Anna Lee, Northlight <anna@northlight.example>\n    http://127.0.0.1:5000/s/');
    expect(pitch.tokens).toHaveLength(2);
    expect(new Set(pitch.tokens).size).toBe(2);
    for (const token of pitch.tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('stores the tokens only as hashes', async () => {
    const everything = JSON.stringify([await listDocuments(SHORTLISTS), await listDocuments(TOKENS)]);
    for (const token of pitch.tokens) expect(everything).not.toContain(token);
    expect((await listDocuments(TOKENS)).map((doc) => doc.name.split('/').pop())).toEqual(
      expect.arrayContaining((await stored(pitch.id)).recipients.map((r) => r.tokenHash)),
    );
  });

  it('writes nothing when a track id or version is unknown, and names it', async () => {
    const before = (await listDocuments(SHORTLISTS)).length;
    const result = await shortlistCli(
      'create',
      '--title',
      'x',
      '--tracks',
      'night-drive,night-drvie,golden-hour:Acapella',
      '--for',
      'A <a@b.example>',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`track "night-drvie" is not in the site's catalog (site.config.yaml)`);
    expect(result.stderr).toContain('track "golden-hour" has no version "Acapella"');
    expect((await listDocuments(SHORTLISTS)).length).toBe(before);
  });
});

describe('getShortlist', () => {
  it('answers the recipient’s shortlist in one call, with the cards rendered at its creation, and counts a visit', async () => {
    const answer = await open(pitch.tokens[0]!);
    expect(answer.status).toBe(200);
    const result = (answer.json as { result: Record<string, unknown> }).result;
    expect(Object.keys(result).sort()).toEqual(['cards', 'note', 'recipient', 'title']);
    expect(result).toMatchObject({
      title: 'Tense, 90-100 BPM, by Friday',
      note: 'Two cues for the chase.',
      recipient: { name: 'Anna Lee, Northlight' },
    });
    const cards = result.cards as string;
    // The site's style rules first, then a card per track in the order asked, each player an island.
    expect(cards).toMatch(/^<style data-cs-prerendered="[\w ]+">/);
    expect([...cards.matchAll(/<li id="shortlist-([\w-]+)" data-track/g)].map((match) => match[1])).toEqual([
      'golden-hour',
      'night-drive',
    ]);
    expect(cards.match(/data-island="ShortlistPlayer"/g)).toHaveLength(2);
    expect(cards).toContain(`href="/?track=Golden+Hour&amp;version=Instrumental&amp;shortlist=${pitch.id}#contact"`);
    expect(cards).toContain('href="/audio/golden-hour-inst.mp3" download=""');
    expect(cards).not.toContain('/audio/golden-hour.mp3');
    // A track without a version named offers all of its versions, the main one first.
    expect((await stored(pitch.id)).tracks[1]!.versions.map((v) => v.key)).toEqual(['main', '30 s cut']);
    expect(await activity(pitch.id, 'r1')).toMatchObject({ visits: 1, tracks: {} });
    expect(await activity(pitch.id, 'r2')).toBeUndefined();
    // Never the other recipients, their addresses or the hashes.
    expect(answer.body).not.toContain('bo@meridian.example');
    expect(answer.body).not.toContain('anna@northlight.example');
    expect(answer.body).not.toMatch(/[0-9a-f]{64}/);
  });

  it('gives unknown and malformed tokens one answer, naming no cause', async () => {
    for (const token of ['A'.repeat(43), 'short', 42]) {
      const answer = await callFunction('getShortlist', { token }, newSenderIp());
      expect([answer.status, answer.json]).toEqual([404, NOT_AVAILABLE]);
    }
  });

  it('gives expired and revoked shortlists the same answer', async () => {
    const soon = await createList(
      '--title',
      'Expiring',
      '--tracks',
      'golden-hour',
      '--for',
      'A <a@x.example>',
      '--expires',
      '1h',
    );
    expect((await open(soon.tokens[0]!)).status).toBe(200);
    await db
      .collection(SHORTLISTS)
      .doc(soon.id)
      .update({ expiresAt: Date.now() - 1000 });
    expect([(await open(soon.tokens[0]!)).status, (await open(soon.tokens[0]!)).json]).toEqual([404, NOT_AVAILABLE]);
    expect((await shortlistCli('extend', soon.id, '--expires', '2d')).stdout).toMatch(/now open until/);
    expect((await open(soon.tokens[0]!)).status).toBe(200);

    const revoked = await createList(
      '--title',
      'Revoked',
      '--tracks',
      'golden-hour',
      '--for',
      'A <a@x.example>',
      '--for',
      'B <b@x.example>',
    );
    expect((await shortlistCli('revoke', revoked.links[0]!)).stdout).toMatch(
      /^revoked A's link to shortlist \w+; the other links still open/,
    );
    expect((await open(revoked.tokens[0]!)).json).toEqual(NOT_AVAILABLE);
    expect((await open(revoked.tokens[1]!)).status).toBe(200);
    expect((await shortlistCli('revoke', revoked.id)).stdout).toContain('none of its 2 link(s) opens any more');
    expect((await open(revoked.tokens[1]!)).json).toEqual(NOT_AVAILABLE);
    expect((await record(revoked.tokens[1]!, [{ kind: 'play', track: 'golden-hour', version: 'main' }])).json).toEqual(
      NOT_AVAILABLE,
    );
    expect((await shortlistCli('extend', revoked.id, '--expires', '2d')).stderr).toContain(
      'is revoked; create a new one',
    );
  });

  it('refuses pages of other sites before reading anything', async () => {
    for (const name of ['getShortlist', 'recordListen'] as const) {
      const answer = await send(
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
          body: JSON.stringify({ data: { token: pitch.tokens[0] } }),
        },
        newSenderIp(),
        functionUrl(name),
      );
      expect([answer.status, (answer.json as { error: { status: string } }).error.status]).toEqual([
        403,
        'PERMISSION_DENIED',
      ]);
    }
  });

  it('limits how often one address may ask', async () => {
    const ip = newSenderIp();
    const answers = [];
    for (let i = 0; i < 62; i += 1)
      answers.push((await callFunction('getShortlist', { token: 'B'.repeat(43) }, ip)).status);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers.slice(60)).toEqual([429, 429]);
  });
});

describe('recordListen', () => {
  it('stores presses, time heard and a download, added up per version', async () => {
    const [anna] = pitch.tokens as [string];
    const batch = [
      { kind: 'play', track: 'golden-hour', version: 'Instrumental' },
      { kind: 'progress', track: 'golden-hour', version: 'Instrumental', seconds: 15, position: 15 },
    ];
    expect((await record(anna, batch)).status).toBe(200);
    expect(
      (
        await record(anna, [
          { kind: 'progress', track: 'golden-hour', version: 'Instrumental', seconds: 12, position: 27 },
          { kind: 'download', track: 'golden-hour', version: 'Instrumental' },
        ])
      ).status,
    ).toBe(200);
    const figures = await activity(pitch.id, 'r1');
    expect(figures).toMatchObject({
      visits: 1,
      tracks: { 'golden-hour': { Instrumental: { plays: 1, seconds: 27, furthest: 27, downloads: 1 } } },
    });
    expect((await stored(pitch.id)).digestPending).toBe(true);
  });

  it('refuses forged and over-long events with 400 naming the field, storing nothing', async () => {
    const [anna] = pitch.tokens as [string];
    const play = { kind: 'play', track: 'golden-hour', version: 'Instrumental' };
    const before = await activity(pitch.id, 'r1');
    const refusals: Array<[unknown[], string]> = [
      [[{ kind: 'play', track: 'paper-moons', version: 'main' }], 'events[0].track is not in this shortlist'],
      [
        [play, { kind: 'play', track: 'golden-hour', version: 'main' }],
        'events[1].version is not offered for this track in this shortlist',
      ],
      [[{ kind: 'visit' }], 'events[0].kind must be one of play, progress, download'],
      [
        [{ kind: 'progress', track: 'golden-hour', version: 'Instrumental', seconds: 3600 }],
        "events[0].seconds is beyond the track's length",
      ],
      [
        [{ kind: 'progress', track: 'night-drive', version: 'main', seconds: 5 }],
        'events[0].kind: progress of a version that was never played',
      ],
      [Array.from({ length: 51 }, () => play), 'events must hold at most 50 events'],
    ];
    for (const [events, message] of refusals) {
      const answer = await record(anna, events);
      expect(answer.status).toBe(400);
      expect((answer.json as { error: { message: string } }).error.message).toContain(message);
    }
    const unknownField = await callFunction('recordListen', { token: anna, events: [play], user: 'x' }, newSenderIp());
    expect([unknownField.status, (unknownField.json as { error: { message: string } }).error.message]).toEqual([
      400,
      '"user" is not an accepted field',
    ]);
    expect(await activity(pitch.id, 'r1')).toEqual(before);
  });

  it('limits a burst from one link', async () => {
    const burst = await createList('--title', 'Burst', '--tracks', 'night-drive', '--for', 'A <a@x.example>');
    expect((await open(burst.tokens[0]!)).status).toBe(200);
    // Back to back, as a script would send them: the emulator starts a worker per concurrent
    // request, which on a small machine measures the machine rather than the limit.
    const statuses = [];
    for (let i = 0; i < 14; i += 1)
      statuses.push((await record(burst.tokens[0]!, [{ kind: 'play', track: 'night-drive', version: 'main' }])).status);
    expect(statuses).toEqual([...Array<number>(12).fill(200), 429, 429]);
    // Twelve presses in a few seconds are one hearing of a 50 s track (a second would need 30 s).
    expect((await activity(burst.id, 'r1'))?.tracks['night-drive']?.main?.plays).toBe(1);
    // Only getShortlist counts a visit; presses never do.
    expect((await activity(burst.id, 'r1'))?.visits).toBe(1);
  });

  it('counts a flood of presses and downloads as the server’s clock allows, refusing none, and the report says so', async () => {
    const flood = await createList(
      '--title',
      'Flood',
      '--tracks',
      'night-drive',
      '--for',
      'A <a@x.example>',
      '--downloads',
    );
    const token = flood.tokens[0]!;
    expect((await open(token)).status).toBe(200);
    const events = Array.from({ length: 25 }, () => [
      { kind: 'play', track: 'night-drive', version: 'main' },
      { kind: 'download', track: 'night-drive', version: 'main' },
    ]).flat();
    // The link's whole minute: 12 reports of 50 events, which counted "300 plays; downloaded 300
    // times". Sent back to back they take seconds; a second play of the 50 s track would need 30.
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await record(token, events)).status);
    expect(statuses).toEqual(Array<number>(12).fill(200));
    expect((await activity(flood.id, 'r1'))?.tracks['night-drive']?.main).toMatchObject({ plays: 1, downloads: 1 });
    expect((await shortlistCli('report', flood.id)).stdout).toMatch(
      /\n {2}A: Night Drive 1 play, 0:00 heard, to 0:00 of \d:\d\d; downloaded\n/,
    );
  });

  it('refuses listening on a link never opened, and bounds time heard by the time that passed', async () => {
    const list = await createList('--title', 'Forged', '--tracks', 'golden-hour', '--for', 'A <a@x.example>');
    const token = list.tokens[0]!;
    const play = { kind: 'play', track: 'golden-hour', version: 'main' };
    const never = await record(token, [play]);
    expect([never.status, (never.json as { error: { message: string } }).error.message]).toEqual([
      400,
      'the link was never opened: listening is counted after the page is',
    ]);
    expect((await open(token)).status).toBe(200);
    expect((await record(token, [play])).status).toBe(200);
    // Eleven whole plays' worth in about a second: what passed and the slack, not 7 minutes.
    for (let i = 0; i < 11; i += 1)
      await record(token, [{ kind: 'progress', track: 'golden-hour', version: 'main', seconds: 40, position: 40 }]);
    const heard = (await activity(list.id, 'r1'))!.tracks['golden-hour']!.main!.seconds;
    expect(heard).toBeGreaterThanOrEqual(30);
    expect(heard).toBeLessThan(60);
  });
});

describe('the report', () => {
  it('tells the recipients apart, with plays, seconds heard, how far and downloads', async () => {
    const bo = pitch.tokens[1]!;
    expect((await open(bo)).status).toBe(200);
    await record(bo, [
      { kind: 'play', track: 'night-drive', version: 'main' },
      { kind: 'progress', track: 'night-drive', version: 'main', seconds: 5, position: 5 },
    ]);
    const shortlist = await stored(pitch.id);
    const length = (track: string, version: string) =>
      minutesSeconds(
        shortlist.tracks.find((t) => t.id === track)!.versions.find((v) => v.key === version)!.durationSeconds,
      );
    const { stdout } = await shortlistCli('report', pitch.id);
    const time = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC';
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(stdout).toMatch(
      new RegExp(
        [
          `^Shortlist ${pitch.id} "Tense, 90-100 BPM, by Friday" \\(open until ${time}\\), created ${time}`,
          `Anna Lee, Northlight <anna@northlight\\.example>: 1 visit, first ${time}`,
          escape(
            `  Anna Lee, Northlight: Golden Hour (Instrumental) 1 play, 0:27 heard, to 0:27 of ${length('golden-hour', 'Instrumental')}; downloaded`,
          ),
          `Bo Park <bo@meridian\\.example>: 1 visit, first ${time}`,
          escape(`  Bo Park: Night Drive 1 play, 0:05 heard, to 0:05 of ${length('night-drive', 'main')}`),
          '',
        ].join('\\n'),
      ),
    );
  });
});

describe('junk costs nothing, or one counter', () => {
  /** The rate-limit documents and when each was last written. */
  const counters = async () =>
    new Map(
      (await listDocuments('rateLimits')).map((document) => [
        document.name,
        (document as { updateTime?: string }).updateTime,
      ]),
    );
  const written = (before: Map<string, string | undefined>, after: Map<string, string | undefined>) =>
    [...after].filter(([name, time]) => before.get(name) !== time).map(([name]) => name.split('/').pop()!);

  it('a token of the wrong shape writes nothing, to either callable; a well-formed unknown one, only its address counter', async () => {
    const before = await counters();
    for (const token of ['x', 'a'.repeat(400), 42, '../../etc']) {
      expect((await open(token as string)).json).toEqual(NOT_AVAILABLE);
      expect((await record(token as string, [{ kind: 'play', track: 'golden-hour', version: 'main' }])).json).toEqual(
        NOT_AVAILABLE,
      );
    }
    expect(written(before, await counters())).toEqual([]);
    const unknown = 'A'.repeat(43);
    const ip = newSenderIp();
    const beforeUnknown = await counters();
    expect((await open(unknown, ip)).json).toEqual(NOT_AVAILABLE);
    expect((await record(unknown, [{ kind: 'play', track: 'golden-hour', version: 'main' }], ip)).json).toEqual(
      NOT_AVAILABLE,
    );
    expect(
      written(beforeUnknown, await counters())
        .map((name) => name.replace(/-[0-9a-f]{64}$/, '-<network>'))
        .sort(),
    ).toEqual(['sl-open-net-<network>', 'sl-record-net-<network>']);
  });
});

describe('recipients behind one Hosting edge', () => {
  it("are counted apart by the address Hosting names them in, not by the edge's", async () => {
    const list = await createList('--title', 'Edge', '--tracks', 'golden-hour', '--for', 'A <a@x.example>');
    const edge = newSenderIp();
    const openAs = (visitor: string) =>
      send(
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'fastly-client-ip': visitor },
          body: JSON.stringify({ data: { token: list.tokens[0] } }),
        },
        edge,
        functionUrl('getShortlist'),
      );
    const before = new Set((await listDocuments('rateLimits')).map((document) => document.name));
    expect((await openAs('203.0.113.71')).status).toBe(200);
    expect((await openAs('203.0.113.72')).status).toBe(200);
    const added = (await listDocuments('rateLimits')).filter(
      (document) => !before.has(document.name) && document.name.split('/').pop()!.startsWith('sl-open-net-'),
    );
    // One counter for their /24, holding each visitor's window apart.
    expect(added).toHaveLength(1);
    expect(Object.keys((added[0]!.fields.addresses as { mapValue: { fields: object } }).mapValue.fields)).toHaveLength(
      2,
    );
  });
});

describe('the daily digest', () => {
  it('mails the artist once a day per shortlist in which something was heard', async () => {
    // Noon of today (UTC): "a minute later" must be the same day, also for a run just before midnight.
    const today = new Date();
    const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
    const day = new Date(now).toISOString().slice(0, 10);
    // Only shortlists with listening: the pitch, the burst's, the flood's and the forged one's, not the ones only opened.
    const sent = await sendDigests(db, () => 'artist@example.com', now);
    expect(sent).toHaveLength(4);
    expect(sent).toContain(pitch.id);
    const mail = (await db.collection('mail').doc(`shortlist-digest-${pitch.id}-${day}`).get()).data();
    expect(mail).toMatchObject({
      to: 'artist@example.com',
      message: { subject: 'Shortlist “Tense, 90-100 BPM, by Friday”: what was heard' },
    });
    expect(mail?.message.text).toContain('  Anna Lee, Northlight: Golden Hour (Instrumental) 1 play, 0:27 heard');
    const flooded = (
      await db.collection('mail').where('message.subject', '==', 'Shortlist “Flood”: what was heard').get()
    ).docs.map((doc) => doc.data().message.text as string);
    expect(flooded).toEqual([
      expect.stringMatching(/\n {2}A: Night Drive 1 play, 0:00 heard, to 0:00 of \d:\d\d; downloaded\n/),
    ]);
    // More listening the same day waits for tomorrow's digest: a second more of Night Drive for Bo.
    await record(pitch.tokens[1]!, [
      { kind: 'progress', track: 'night-drive', version: 'main', seconds: 1, position: 6 },
    ]);
    expect(await sendDigests(db, () => 'artist@example.com', now + 60_000)).toEqual([]);
    expect(await sendDigests(db, () => 'artist@example.com', now + 86_400_000)).toEqual([pitch.id]);
    expect(await sendDigests(db, () => 'artist@example.com', now + 2 * 86_400_000)).toEqual([]);
  });
});

describe('npm run shortlist -- report --csv and list', () => {
  it('exports the report for a spreadsheet, with the inbox’s CSV cells', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cuesheet-shortlist-'));
    const out = path.join(dir, 'report.csv');
    expect((await shortlistCli('report', pitch.id, '--csv', '--out', out)).stdout).toContain(
      `2 row(s) from 1 shortlist(s) in demo-cuesheet (local emulator) written to ${out}`,
    );
    const [header, ...rows] = (await readFile(out, 'utf8')).slice(1).split('\r\n');
    expect(header).toBe(
      'Shortlist,Title,Recipient,Email,Track id,Track,Version,Plays,Seconds heard,Furthest (s),Length (s),Downloads,First (UTC),Last (UTC)',
    );
    expect(rows[0]).toMatch(
      new RegExp(
        `^${pitch.id},"Tense, 90-100 BPM, by Friday","Anna Lee, Northlight",anna@northlight\\.example,golden-hour,Golden Hour,Instrumental,1,27,27,[\\d.]+,1,\\d{4}-`,
      ),
    );
    expect(rows[1]).toMatch(
      new RegExp(`^${pitch.id},.*,Bo Park,bo@meridian\\.example,night-drive,Night Drive,,1,6,6,`),
    );
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the shortlists with their state', async () => {
    const { stdout } = await shortlistCli('list');
    expect(stdout).toMatch(
      new RegExp(
        `^${pitch.id}  .*"Tense, 90-100 BPM, by Friday"  2 track\\(s\\), 2 recipient\\(s\\), 2 opened, 2 play\\(s\\); open until`,
        'm',
      ),
    );
    expect(stdout).toMatch(/"Revoked" .*; revoked \d{4}-/);
  });
});
