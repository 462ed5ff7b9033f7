// npm run check:sender: after deploying, asks the live functions what they count this machine as,
// on both routes a browser takes: the contact form's call to submitContact at its own address
// (contact.rateLimit.proxyHops), and the shortlist page's call through the site's Hosting rewrite
// (contact.rateLimit.hosting), and there the peer a link that opens nothing is counted on
// (Hosting's edge). The caller plants an address in X-Forwarded-For and in the client header, as
// a forger would. Nothing is stored: the functions only echo what they received.
import { defineCommand } from './cli/command.ts';
import { SHORTLIST_ENDPOINTS } from '../functions/src/contract/shortlist-endpoints.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { PLANTED, verdict, type SenderView } from './check-sender/verdict.ts';

export default defineCommand({
  name: 'check:sender',
  summary:
    'Asks the deployed functions what they count this machine as, called directly and through Hosting, to check contact.rateLimit.',
  usage: ['[--site NAME] [--url URL] [--page URL]'],
  options: {
    url: { type: 'string', value: 'URL', help: 'the contact function at another address (run.app, a load balancer)' },
    page: {
      type: 'string',
      value: 'URL',
      help: "the site whose /api/shortlist rewrite to probe (default: the config's site.url)",
    },
  },
  site: 'one',
  async run({ values }) {
    const { firebase, contact, site } = await loadSiteConfig();
    const direct = await probe(
      new URL(values.url ?? `https://${contact.region}-${firebase.projectId}.cloudfunctions.net/submitContact`),
      {},
    );
    console.log('');
    // The shortlist callables reach the function through the site's own rewrite, as the page calls them.
    const rewritten = await probe(
      new URL(SHORTLIST_ENDPOINTS.open.path, values.page ?? site.url),
      contact.rateLimit.hosting.clientHeader ? { [contact.rateLimit.hosting.clientHeader]: PLANTED } : {},
    );
    return direct && rewritten ? 0 : 1;
  },
});

// No local mode: nothing in front of the emulator appends an entry, so there is nothing to check.
async function probe(url: URL, planted: Record<string, string>): Promise<boolean> {
  url.searchParams.set('probe', 'sender');
  console.log(`Asking ${url.origin}${url.pathname} what it counts this machine as…`);
  const response = await fetch(url, {
    headers: { 'x-forwarded-for': PLANTED, ...planted },
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json().catch(() => null)) as { sender?: SenderView } | null;
  if (!response.ok || !body?.sender) {
    console.error(`It answered ${response.status} without a probe report: is the function deployed from this version?`);
    return false;
  }
  const result = verdict(body.sender);
  for (const line of result.lines) console.log(line);
  return result.ok;
}
