import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the assistant may send questions (and the provider's key): only to public Internet addresses,
 * unless `CHAT_ALLOW_PRIVATE_PROVIDER=1` says a model is served inside the network (README, "Limits").
 * The text of `base_url` proves nothing (`0x7f000001`, `2130706433` and a public-looking name that
 * resolves to 127.0.0.1 all reach the server itself), so the check is made on the addresses the name
 * resolves to, in the connection's own lookup: the address checked is the address connected to.
 */

/** Every IPv4 range that is not the public Internet (IANA special-purpose registry). */
const NON_PUBLIC_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** IPv6 inside global unicast (2000::/3) that is still not a plain public address. */
const NON_PUBLIC_V6: ReadonlyArray<[string, number]> = [
  ['2001::', 32], // Teredo (tunnels to any IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds any IPv4 address)
];

const refused = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NON_PUBLIC_V6) refused.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/**
 * True for an address of the public Internet. Refused: loopback, private, link-local, unique-local,
 * CGNAT, multicast, reserved and documentation ranges, and IPv4-mapped IPv6 (`::ffff:127.0.0.1`), which
 * reaches the IPv4 address it carries. IPv6 must be global unicast (2000::/3).
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !refused.check(bare, 'ipv4');
  if (family === 6) return globalUnicast.check(bare, 'ipv6') && !refused.check(bare, 'ipv6');
  return false;
}

/** Resolves a host name to all its addresses, as the connection would. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** The resolver the check uses; tests put a fake one here instead of relying on DNS. */
export const providerNetwork: { resolve: Resolver } = { resolve: systemResolver };

/** A provider address inside the server's network, refused before any byte is sent. */
export class PrivateProviderAddressError extends Error {
  override name = 'PrivateProviderAddressError';
  readonly code = 'EPROVIDERPRIVATE';
  constructor() {
    // Neither the name nor the address is put in the message: it is logged, and says enough as is.
    super('provider address is not public');
  }
}

/** The host as a connection sees it: brackets off an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Checks a provider URL before it is saved or used: an IP literal (in any spelling the URL parser
 * normalises: hex, decimal, octal, short forms) must be public, and so must every address a name
 * resolves to. A name that does not resolve now is not refused here; the connection checks again.
 */
export async function checkProviderUrl(baseUrl: string, allowPrivate: boolean): Promise<'ok' | 'refused'> {
  if (allowPrivate || baseUrl === '') return 'ok';
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'refused';
  }
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPublicAddress(host) ? 'ok' : 'refused';
  let addresses: LookupAddress[];
  try {
    addresses = await providerNetwork.resolve(host);
  } catch {
    return 'ok';
  }
  return addresses.every((entry) => isPublicAddress(entry.address)) ? 'ok' : 'refused';
}

/**
 * A `lookup` for http(s).request that resolves through `providerNetwork` and refuses the connection
 * when any address is not public: the socket connects only to an address this function checked.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    providerNetwork.resolve(hostname).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
        const first = wanted[0];
        if (!first) {
          callback(Object.assign(new Error(`no address for the provider`), { code: 'ENOTFOUND' }), '', 0);
          return;
        }
        if (!allowPrivate && !wanted.every((entry) => isPublicAddress(entry.address))) {
          callback(new PrivateProviderAddressError(), '', 0);
          return;
        }
        if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? (error as NodeJS.ErrnoException) : new Error('lookup failed'), '', 0),
    );
  };
}

/** The literal host of a URL, when it is an IP address (connections to it skip the lookup). */
export function literalHost(url: URL): string | null {
  const host = hostOf(url);
  return isIP(host) !== 0 ? host : null;
}
