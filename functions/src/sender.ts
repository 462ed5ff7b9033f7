import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP, isIPv4, isIPv6 } from 'node:net';

export interface SenderSettings {
  /** X-Forwarded-For entries appended after the sender's by proxies we trust. */
  proxyHops: number;
  /** For calls through Hosting's rewrites: the header Hosting names the visitor in ('' none), else the hops after the visitor. */
  hosting: { clientHeader: string; proxyHops: number };
  ipv6PrefixLength: number;
  /** The wider network the sender is also counted in. */
  network: { ipv6PrefixLength: number; ipv4PrefixLength: number };
}

/** How a call reached the function: at its own address, or through a Hosting rewrite (a private link's page). */
export type Route = 'direct' | 'hosting';

export interface SenderView {
  route: Route;
  /** X-Forwarded-For as received, split into entries. */
  forwardedFor: string[];
  /** Index in `forwardedFor` of the entry taken as the sender, or null for the socket address or the header. */
  used: number | null;
  /** The Hosting client header and its value, when the sender was taken from it. */
  header?: { name: string; value: string };
  /** What the rate limit counts: an IPv4 address or an IPv6 network. */
  key: string;
  /** The wider network the sender belongs to, counted too; null when it is no wider than `key`. */
  networkKey: string | null;
  /**
   * The peer: the entry Google's front end appended (`proxyHops` before the end), which no caller
   * writes. A direct call's sender is its peer; through a Hosting rewrite the peer is Hosting's
   * edge, shared by every visitor behind it. Calls that open nothing are counted on it
   * (private-links/guarded-token.ts).
   */
  peer: { used: number | null; key: string; networkKey: string | null };
}

// Google's front end appends the address it received the connection from to X-Forwarded-For;
// everything before that entry is whatever the caller wrote. "X-Forwarded-For: clientIp,
// proxy1Ip, proxy2Ip" (https://cloud.google.com/functions/docs/reference/headers): a call straight
// to cloudfunctions.net or run.app passes no proxy of ours, so the default is 0 hops after the
// sender. An external Application Load Balancer appends "<client-ip>,<load-balancer-ip>"
// (https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header): 1 hop.
// `npm run check:sender` shows what a deployed function sees. Locally the emulator passes the
// header through untouched, which lets tests act as many senders from one machine.
//
// Through a Hosting rewrite (a private link's page calls its function at an address of its own
// site, /api/shortlist, /api/licence/accept…) the last entry is Hosting's edge, shared by every visitor behind it: the visitor is then
// taken from the header Hosting names them in (`hosting.clientHeader`) when it holds an address,
// else `hosting.proxyHops` entries before the end. A caller reaching the function's own address
// can write that header itself: it buys them a counter of their own, never another's, and the
// calls that open nothing are counted on the peer, whatever the header says.
export function viewSender(
  request: { headers: IncomingHttpHeaders; ip?: string | undefined },
  settings: SenderSettings,
  route: Route = 'direct',
): SenderView {
  const header = request.headers['x-forwarded-for'];
  const forwardedFor = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const keys = (address: string) => {
    const key = rateKey(address, settings.ipv6PrefixLength);
    const networkKey = rateKey(address, settings.network.ipv6PrefixLength, settings.network.ipv4PrefixLength);
    return { key, networkKey: networkKey === key ? null : networkKey };
  };
  // The entry `hops` before the end. A shorter chain than the setting expects means the setting
  // is wrong, not that the caller may choose: the first entry is then the only one not added by a proxy.
  const entry = (hops: number) => {
    const used = forwardedFor.length ? Math.max(0, forwardedFor.length - 1 - hops) : null;
    return { used, ...keys(used === null ? (request.ip ?? '') : (forwardedFor[used] as string)) };
  };
  const peer = entry(settings.proxyHops);
  if (route === 'hosting' && settings.hosting.clientHeader) {
    const named = request.headers[settings.hosting.clientHeader];
    const value = (Array.isArray(named) ? named[0] : named)?.split(',')[0]?.trim() ?? '';
    if (isIP(value.replace(/^\[(.*)\]$/, '$1')))
      return {
        route,
        forwardedFor,
        used: null,
        header: { name: settings.hosting.clientHeader, value },
        ...keys(value),
        peer,
      };
  }
  return { route, forwardedFor, ...(route === 'hosting' ? entry(settings.hosting.proxyHops) : peer), peer };
}

/**
 * One key per sender: an IPv4 address as is (or its network of `ipv4PrefixLength` bits),
 * IPv4-mapped IPv6 as that IPv4 address, other IPv6 as its network of `prefixLength` bits (a
 * subscriber gets a whole /64 and can rotate through it).
 */
export function rateKey(address: string, prefixLength: number, ipv4PrefixLength = 32): string {
  const plain = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(plain)) return ipv4Key(plain.split('.').map(Number), ipv4PrefixLength);
  if (!isIPv6(plain)) return plain ? `unparsed:${plain}` : 'unknown';
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Key([high >> 8, high & 0xff, low >> 8, low & 0xff], ipv4PrefixLength);
  }
  const masked = groups.map((group, index) => {
    const kept = Math.min(16, Math.max(0, prefixLength - 16 * index));
    return group & ((0xffff << (16 - kept)) & 0xffff);
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefixLength}`;
}

function ipv4Key(octets: number[], prefixLength: number): string {
  if (prefixLength >= 32) return octets.join('.');
  const masked = octets.map(
    (octet, index) => octet & ((0xff << (8 - Math.min(8, Math.max(0, prefixLength - 8 * index)))) & 0xff),
  );
  return `${masked.join('.')}/${prefixLength}`;
}

/** The eight 16-bit groups of a valid IPv6 address (checked by the caller). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string): number[] => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

// Keyed with a secret salt so a leaked database can't be matched against a list of addresses.
export function hashKey(key: string, salt: string): string {
  return createHmac('sha256', salt).update(key).digest('hex');
}
