import net from 'node:net';

/** An IPv6 address as its eight 16-bit groups; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0]; // a zone (fe80::1%eth0) names an interface, not a client
  if (net.isIPv6(bare) === false) return null;
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, undefined];
  const parse = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const front = parse(head);
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key every per-address limit counts on (rate limits, the coach's free analyses and session
 * budget, rating dedupe, the admin sign-in throttle): one place, so no limit is looser than another.
 * IPv4 as it is; IPv4-mapped IPv6 (::ffff:1.2.3.4) as that IPv4, so one client has one key whatever
 * socket it came in on; other IPv6 by its /64, since a single household or server is given a whole
 * /64 and could otherwise take a fresh allowance from each of its addresses.
 */
export function clientKey(request: { ip: string }): string {
  const groups = ipv6Groups(request.ip);
  if (groups === null) return request.ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
