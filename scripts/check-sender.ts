// npm run check:sender: after deploying, asks the live contact function what it counts this
// machine as, to confirm contact.rateLimit.proxyHops fits the way Google delivers requests.
// Nothing is stored: the function only echoes the request's own X-Forwarded-For.
//   npm run check:sender                      the function at https://REGION-PROJECT.cloudfunctions.net
//   npm run check:sender -- --url URL         another address for it (run.app, a load balancer)
import { defineCommand } from './cli/command.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { PLANTED, verdict, type SenderView } from './check-sender/verdict.ts';

export default defineCommand({
  name: 'check:sender',
  summary: 'Asks the deployed contact function what it counts this machine as, to check contact.rateLimit.proxyHops.',
  usage: ['[--site NAME] [--url URL]'],
  options: { url: { type: 'string', value: 'URL', help: 'the function at another address (run.app, a load balancer)' } },
  site: 'one',
  run: ({ values }) => probe(values.url),
});

// No local mode: nothing in front of the emulator appends an entry, so there is nothing to check.
async function probe(address: string | undefined): Promise<number> {
  const { firebase, contact } = await loadSiteConfig();
  const url = new URL(address ?? `https://${contact.region}-${firebase.projectId}.cloudfunctions.net/submitContact`);
  url.searchParams.set('probe', 'sender');
  console.log(`Asking ${url.origin}${url.pathname} what it counts this machine as…`);
  const response = await fetch(url, { headers: { 'x-forwarded-for': PLANTED }, signal: AbortSignal.timeout(60_000) });
  const body = (await response.json().catch(() => null)) as { sender?: SenderView } | null;
  if (!response.ok || !body?.sender) {
    console.error(`The function answered ${response.status} without a probe report: is it deployed from this version?`);
    return 1;
  }
  const result = verdict(body.sender);
  for (const line of result.lines) console.log(line);
  return result.ok ? 0 : 1;
}

