/** What the deployed function reports about a caller (functions/src/sender.ts, SenderView). */
export interface SenderView {
  /** Absent from a function deployed before routes were told apart: a direct call. */
  route?: 'direct' | 'hosting';
  forwardedFor: string[];
  used: number | null;
  header?: { name: string; value: string };
  key: string;
  /** Absent from a function deployed before peers were counted: the entry Google's front end appended. */
  peer?: { used: number | null; key: string };
}

// Documentation address (RFC 5737) the check writes first into X-Forwarded-For, as a forger would.
export const PLANTED = '192.0.2.1';

// Where Google's load balancers connect from
// (https://cloud.google.com/load-balancing/docs/firewall-rules): an entry from these is a
// proxy, never a visitor.
const GOOGLE_PROXY_RANGES: Array<[prefix: string, bits: number]> = [
  ['35.191.0.0', 16],
  ['130.211.0.0', 22],
];

export interface Verdict {
  ok: boolean;
  lines: string[];
}

/** Reads the probe's answer: is the entry counted as the sender one no caller can forge, and the peer too? */
export function verdict(view: SenderView): Verdict {
  const sender = senderVerdict(view);
  if (!view.peer || view.route !== 'hosting') return sender;
  // Through a rewrite the peer is Hosting's edge: a link that opens nothing is counted there
  // (functions/src/private-links/guarded-token.ts), so it must be an entry no caller wrote.
  const { used, key } = view.peer;
  if (used !== null && (view.forwardedFor[used] === PLANTED || used < view.forwardedFor.indexOf(PLANTED))) {
    return {
      ok: false,
      lines: [
        ...sender.lines,
        `Links that open nothing are counted on ${key}, an entry the caller wrote: lower contact.rateLimit.proxyHops.`,
      ],
    };
  }
  return {
    ok: sender.ok,
    lines: [
      ...sender.lines,
      `Links that open nothing are counted on the peer Google's front end names: ${key} (Hosting's edge, not this machine).`,
    ],
  };
}

function senderVerdict(view: SenderView): Verdict {
  const hops = view.route === 'hosting' ? 'contact.rateLimit.hosting.proxyHops' : 'contact.rateLimit.proxyHops';
  if (view.header) {
    const lines = [`Hosting named the visitor in ${view.header.name}: ${view.header.value}`, `Counted as: ${view.key}`];
    if (view.header.value === PLANTED) {
      return {
        ok: false,
        lines: [
          ...lines,
          `Hosting passed on the value the caller wrote: set contact.rateLimit.hosting.clientHeader to "" (X-Forwarded-For and ${hops} are used then).`,
        ],
      };
    }
    if (inGoogleProxyRange(view.header.value))
      return {
        ok: false,
        lines: [
          ...lines,
          `That is a Google proxy, not a visitor: set contact.rateLimit.hosting.clientHeader to the header that holds the visitor.`,
        ],
      };
    return {
      ok: true,
      lines: [...lines, 'It should be your own public address; if it is, every recipient is counted apart.'],
    };
  }
  const lines = [
    `X-Forwarded-For as the function received it (${view.forwardedFor.length} entries):`,
    ...view.forwardedFor.map((entry, index) => `  ${index === view.used ? '→' : ' '} ${entry}`),
    `Counted as: ${view.key}`,
  ];
  if (view.used === null) {
    return {
      ok: false,
      lines: [...lines, "The function saw no X-Forwarded-For at all: it is not behind Google's front end as expected."],
    };
  }
  const used = view.forwardedFor[view.used] ?? '';
  if (used === PLANTED || view.used < view.forwardedFor.indexOf(PLANTED)) {
    return {
      ok: false,
      lines: [
        ...lines,
        `The counted entry is one the caller wrote: lower ${hops} (now it skips ${view.forwardedFor.length - 1 - view.used}).`,
      ],
    };
  }
  if (inGoogleProxyRange(used)) {
    return {
      ok: false,
      lines: [
        ...lines,
        `The counted entry is a Google proxy, so every visitor would share one limit: raise ${hops} by 1.`,
      ],
    };
  }
  return {
    ok: true,
    lines: [
      ...lines,
      'The counted entry (→) should be your own public address; if it is, the rate limit counts visitors correctly.',
    ],
  };
}

function inGoogleProxyRange(address: string): boolean {
  const value = ipv4Value(address);
  if (value === null) return false;
  return GOOGLE_PROXY_RANGES.some(([prefix, bits]) => {
    const base = ipv4Value(prefix) ?? 0;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (base & mask) >>> 0;
  });
}

function ipv4Value(address: string): number | null {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return null;
  return parts.reduce((value, part) => value * 256 + part, 0);
}
