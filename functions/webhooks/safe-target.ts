/**
 * Outgoing webhooks must not reach this machine or a private network (a webhook URL is
 * typed by an editor; without this, it is a way to probe the inside). Addresses are checked
 * where the connection is made: after DNS resolution, so a name cannot resolve to a private
 * address later. WEBHOOK_ALLOW_PRIVATE_TARGETS=true turns the check off (tests, local setups).
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const PRIVATE = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv6');
}

export class UnsafeTargetError extends Error {
  override name = 'UnsafeTargetError';
}

export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(mapped);
  if (family === 0) return true;
  return PRIVATE.check(mapped, family === 6 ? 'ipv6' : 'ipv4');
}

/** A dns lookup for http(s).request that refuses private and loopback results. */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((entry) => isPrivateAddress(entry.address));
    if (bad || list.length === 0) {
      return callback(new UnsafeTargetError(`${hostname} resolves to a private or loopback address (${bad?.address ?? 'none'})`), '', 0);
    }
    if (options.all) return callback(null, list as never, 0);
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
};

/** Refuses, before any connection, a URL whose host is itself a private address or a local name. */
export function checkTargetUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeTargetError('only http and https webhooks are allowed');
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw new UnsafeTargetError(`${host} is a private or loopback address`);
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    throw new UnsafeTargetError(`${host} is a local name`);
  }
}
