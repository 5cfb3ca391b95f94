// The key a client's limits are counted under (issue 35): an IPv4 address as is, an IPv6 address by its /64
// network. One IPv6 host usually holds a whole /64 (SLAAC, privacy addresses), so counting per address would
// give it 2^64 budgets; an IPv4-mapped IPv6 address (::ffff:192.0.2.1) counts as its IPv4 address. The input is
// Fastify's request.ip, which honours X-Forwarded-For only for the hops TRUST_PROXY names.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail converted), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = text.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const g = ipv6Groups(ip);
  if (!g) return ip;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.');
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
