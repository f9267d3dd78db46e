import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null when malformed. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (half: string | undefined) => (half ? half.split(':').map((group) => parseInt(group, 16)) : []);
  const head = part(halves[0]);
  const rest = part(halves[1]);
  const groups = halves.length === 2 ? [...head, ...Array<number>(8 - head.length - rest.length).fill(0), ...rest] : head;
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');

/**
 * Whom a per-address limit counts, and the network around it (sign-up limits):
 * IPv4 — the address and its /24; IPv6 — the /64 (one subscriber's network; each device picks its own
 * addresses inside it) and the /48 (one site). An IPv4-mapped IPv6 address counts as IPv4.
 */
export function addressAndNetwork(ip: string): { address: string; network: string } {
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const v4 = mapped ?? (isIPv4(bare) ? bare : null);
  if (v4) {
    const [a, b, c] = v4.split('.');
    return { address: v4, network: `${a}.${b}.${c}.0/24` };
  }
  const groups = isIPv6(bare) ? ipv6Groups(bare) : null;
  if (!groups) return { address: ip, network: ip };
  return { address: `${hex(groups.slice(0, 4))}::/64`, network: `${hex(groups.slice(0, 3))}::/48` };
}
