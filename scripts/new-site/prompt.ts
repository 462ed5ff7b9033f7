import { createInterface } from 'node:readline/promises';
import { checkAccent, defaultsFor, validators, type DefaultsContext, type SiteOptions } from './options.ts';

type Key = Exclude<keyof SiteOptions, 'name'>;

const questions: { key: Key; text: string }[] = [
  { key: 'artist', text: "Artist's or band's name" },
  { key: 'kind', text: 'Person (solo artist) or MusicGroup (band, duo)' },
  { key: 'jobTitle', text: 'What they do' },
  { key: 'url', text: 'Site address' },
  { key: 'email', text: "Owner's email (receives contact messages)" },
  { key: 'theme', text: 'Theme, dark or light' },
  { key: 'accent', text: 'Accent colour' },
  { key: 'lang', text: 'Language tag' },
  { key: 'dir', text: 'Text direction, ltr or rtl' },
  { key: 'playlist', text: 'Playlist player embed address (empty for none)' },
  { key: 'projectId', text: 'Firebase project id' },
  { key: 'hostingSite', text: 'Firebase Hosting site id (<id>.web.app)' },
];

/**
 * Asks in the terminal for what the flags did not give, one question at a time, each
 * default following from earlier answers; an unusable answer is asked again with the reason.
 */
export async function promptForOptions(
  known: Partial<SiteOptions> & Pick<SiteOptions, 'name'>,
  context: DefaultsContext = {},
): Promise<SiteOptions> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answers: Partial<SiteOptions> & Pick<SiteOptions, 'name'> = { ...known };
  try {
    for (const { key, text } of questions) {
      if (known[key] !== undefined) continue;
      const fallback = defaultsFor(answers, context)[key];
      for (;;) {
        const answer = (await rl.question(`${text} [${fallback || 'none'}]: `)).trim() || fallback;
        const problem = key === 'accent' ? checkAccent(answer, answers.theme ?? 'dark') : validators[key](answer);
        if (!problem) {
          (answers as Record<string, string>)[key] = answer;
          break;
        }
        console.log(`  ${problem}`);
      }
    }
  } finally {
    rl.close();
  }
  return defaultsFor(answers, context);
}
