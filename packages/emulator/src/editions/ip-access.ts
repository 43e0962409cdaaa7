// An API key's IP access list: which client addresses it admits. An empty list admits none (observed
// live, docs/contract.md §14); entries are IPv4 addresses or CIDRs, or IPv6 written out (`::/0` admits all IPv6).

/** Whether `list` admits the client address `ip` (as Node reports it, IPv4-mapped IPv6 included). */
export function admits(list: ReadonlyArray<{ source: string }>, ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return list.some(({ source }) => {
    if (v4 !== undefined) return inCidr4(source, v4);
    return source === '::/0' || source.toLowerCase() === ip.toLowerCase();
  });
}

function inCidr4(source: string, ip: string): boolean {
  const [net, bitsText] = source.split('/');
  const bits = bitsText === undefined ? 32 : Number(bitsText);
  const a = toInt(net ?? '');
  const b = toInt(ip);
  if (a === undefined || b === undefined || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (a & mask) >>> 0 === (b & mask) >>> 0;
}

function toInt(dotted: string): number | undefined {
  const parts = dotted.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + p, 0);
}
