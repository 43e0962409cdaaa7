// The server's webhook destination check, run after the schema (400 `{message}`): http(s) only, a
// Slack webhook on `*.slack.com`, and no loopback, private or otherwise reserved address (SSRF
// protection; the real server can allow-list hosts by configuration, the emulator allows none).

type Range4 = [number, number]; // [network as uint32, prefix length]

const ip4 = (a: number, b: number, c: number, d: number): number => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;

const RESERVED_V4: Range4[] = [
  [ip4(0, 0, 0, 0), 8], // "this" network
  [ip4(10, 0, 0, 0), 8], // private
  [ip4(100, 64, 0, 0), 10], // shared address space (CGNAT)
  [ip4(127, 0, 0, 0), 8], // loopback
  [ip4(169, 254, 0, 0), 16], // link-local
  [ip4(172, 16, 0, 0), 12], // private
  [ip4(192, 0, 0, 0), 24], // IETF protocol assignments
  [ip4(192, 0, 2, 0), 24], // TEST-NET-1
  [ip4(192, 168, 0, 0), 16], // private
  [ip4(198, 18, 0, 0), 15], // benchmarking
  [ip4(198, 51, 100, 0), 24], // TEST-NET-2
  [ip4(203, 0, 113, 0), 24], // TEST-NET-3
  [ip4(224, 0, 0, 0), 4], // multicast
  [ip4(240, 0, 0, 0), 4], // reserved, and the broadcast address
];

function parse4(host: string): number | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = parts; // the pattern has exactly four groups
  return ip4(a, b, c, d);
}

function reserved4(addr: number): boolean {
  return RESERVED_V4.some(([net, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (addr & mask) >>> 0 === net;
  });
}

/** Eight 16-bit groups of an IPv6 literal as a URL serializes it (hex groups, `::` once), or undefined. */
function parse6(host: string): number[] | undefined {
  if (!host.includes(':')) return undefined;
  const halves = host.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const [before = '', after] = halves; // split gives at least one part; a second one only after `::`
  const head = groups(before);
  const rest = after === undefined ? [] : groups(after);
  const gap = halves.length === 2 ? 8 - head.length - rest.length : 0;
  if (gap < 0) return undefined;
  const all = [...head, ...Array<number>(gap).fill(0), ...rest];
  return all.length === 8 && all.every((g) => Number.isInteger(g)) ? all : undefined;
}

function reserved6(g: number[]): boolean {
  const [first = 0, , , , , , seventh = 0, eighth = 0] = g; // parse6 gives eight groups
  const firstSix = g.slice(0, 6);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the deprecated compatible form, which covers :: and ::1)
  // are judged by their IPv4 address.
  if (firstSix.every((x) => x === 0) || (firstSix.slice(0, 5).every((x) => x === 0) && firstSix[5] === 0xffff)) {
    return reserved4(((seventh << 16) >>> 0) + eighth);
  }
  return (
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xff00) === 0xff00 || // multicast ff00::/8
    (first === 0x2001 && g[1] === 0x0db8) || // documentation 2001:db8::/32
    (first === 0x0100 && g[1] === 0 && g[2] === 0 && g[3] === 0) // discard-only 100::/64
  );
}

/** True for loopback, private, link-local, multicast and other reserved addresses (v4 and v6). */
export function isReservedAddress(host: string): boolean {
  const v4 = parse4(host);
  if (v4 !== undefined) return reserved4(v4);
  const v6 = parse6(host);
  return v6 !== undefined && reserved6(v6);
}

/** The server's 400 message for this destination, or undefined when it is acceptable. */
export function webhookUrlProblem(service: string, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Webhook URL is invalid';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Webhook URL must use HTTP or HTTPS';
  if (service === 'slack' && parsed.hostname.split('.').slice(-2).join('.') !== 'slack.com') {
    return `Slack Webhook URL ${url} does not have hostname that ends in 'slack.com'`;
  }
  const host = parsed.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isReservedAddress(host)) {
    return 'Webhook URL resolves to a private or reserved address.';
  }
  return undefined;
}
