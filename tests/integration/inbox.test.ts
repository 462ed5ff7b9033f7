import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { call, clearFirestore, validMessage } from './emulators.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  await clearFirestore();
  dir = await mkdtemp(path.join(tmpdir(), 'cuesheet-inbox-'));
  const { message: _message, ...base } = validMessage({
    name: '=HYPERLINK("http://evil.example")',
    email: 'zoe@agency.example',
    subject: 'Licence request: Golden Hour',
  });
  await call({
    ...base,
    licence: { track: 'Golden Hour', media: 'online-ad', territory: 'worldwide', term: '1-year', length: 30 },
  });
  await call(validMessage({ name: 'Zoë Łukasz', message: 'Café, "crème"\nbrûlée' }));
  await call({
    ...base,
    id: crypto.randomUUID(),
    email: 'anna@northlight.example',
    licence: {
      track: 'Night Drive',
      media: 'online-ad',
      territory: 'worldwide',
      term: '1-year',
      shortlist: '3chdyfth',
    },
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const inbox = (...args: string[]) =>
  run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/cli.ts', 'inbox', ...args], {
    cwd: repoRoot,
    env: { ...process.env, INIT_CWD: dir },
  });

describe('npm run inbox', () => {
  it('lists licence requests with their fields and the fee shown', async () => {
    const { stdout } = await inbox();
    expect(stdout).toContain('3 message(s) in demo-cuesheet (local emulator), newest first:');
    expect(stdout).toContain(
      'Track: "Golden Hour" · Media: Online ad / social · Territory: Worldwide · Term: 1 year · Length used (seconds): 30\n',
    );
    expect(stdout).toContain(
      'Track: "Night Drive" · Media: Online ad / social · Territory: Worldwide · Term: 1 year · From shortlist: 3chdyfth\n',
    );
    expect(stdout).toContain('Fee shown: USD 1500–4000');
    expect(stdout).toContain('  Licence request: new\n');
  });

  it('exports every message as CSV a spreadsheet opens safely: BOM, RFC 4180 quoting, formulas neutralised', async () => {
    await inbox('--csv', '--out', 'all.csv');
    const bytes = await readFile(path.join(dir, 'all.csv'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header, ...rows] = text.split('\r\n');
    expect(header).toMatch(
      /^Received \(UTC\),Name,Email,Subject,Message,Track,Version,Company,Project title,Media,Territory,Term,.*,From shortlist,Fee currency,Fee from,Fee to,Licence state,Licence number,Payment,Paid amount,Paid currency,Paid \(UTC\),Payment reference,Id$/,
    );
    expect(rows.find((row) => row.includes('zoe@agency.example'))).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,"'=HYPERLINK\(""http:\/\/evil\.example""\)",zoe@agency\.example,Licence request: Golden Hour,,Golden Hour,,,,Online ad \/ social,Worldwide,1 year,,,30,,,,,USD,1500,4000,new,,,,,,,[0-9a-f-]{36}$/,
    );
    expect(rows.find((row) => row.includes('anna@northlight.example'))).toMatch(
      /,Night Drive,,,,Online ad \/ social,Worldwide,1 year,,,,,,,3chdyfth,USD,1500,4000,new,,,,,,,[0-9a-f-]{36}$/,
    );
    expect(text).toContain('Zoë Łukasz,ada@example.com,Sync license for a trailer,"Café, ""crème""\nbrûlée"');
  });

  it('exports every message as JSON with the structured fields', async () => {
    await inbox('--json', '--out', 'all.json');
    const messages = JSON.parse(await readFile(path.join(dir, 'all.json'), 'utf8')) as {
      email: string;
      licence?: unknown;
      fee?: unknown;
    }[];
    expect(messages).toHaveLength(3);
    expect(messages.find((message) => message.email === 'zoe@agency.example')).toMatchObject({
      licence: { track: 'Golden Hour', media: 'online-ad', length: 30 },
      fee: { currency: 'USD', min: 1500, max: 4000 },
      licenceState: 'new',
    });
    expect(messages.find((message) => message.email === 'anna@northlight.example')).toMatchObject({
      licence: { track: 'Night Drive', shortlist: '3chdyfth' },
    });
  });
});
