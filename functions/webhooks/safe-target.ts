/**
 * Outgoing webhooks must not reach this machine or a private network (a webhook URL is
 * typed by an editor; without this, it is a way to probe the inside). Addresses are checked
 * where the connection is made: after DNS resolution, so a name cannot resolve to a private
 * address later. WEBHOOK_ALLOW_PRIVATE_TARGETS=true turns the check off (tests, local setups).
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { fieldKey, fieldMessage as fieldMessageText } from '../../src/lib/contracts/field-messages.ts';

function blockList(type: 'ipv4' | 'ipv6', ranges: ReadonlyArray<readonly [string, number]>): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of ranges) list.addSubnet(address, prefix, type);
  return list;
}

/** This host, private networks, shared and special-purpose space, documentation, multicast, reserved. */
const PRIVATE_V4 = blockList('ipv4', [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]);

/**
 * Unspecified, loopback, local-use NAT64, discard, benchmarking, documentation, unique-local,
 * link-local, site-local and multicast. Forms that carry an IPv4 address are decoded below.
 */
const PRIVATE_V6 = blockList('ipv6', [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
]);

/** The eight 16-bit groups of an address that isIP() already accepted as IPv6. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 addresses an IPv6 address leads to: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), SIIT (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::) and
 * Teredo (2001:0:server:…:client, the client's address stored inverted).
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const found: string[] = [];
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) found.push(ipv4Of(g[6]!, g[7]!));
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) found.push(ipv4Of(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) found.push(ipv4Of(g[6]!, g[7]!));
  if (g[0] === 0x2002) found.push(ipv4Of(g[1]!, g[2]!));
  if (g[0] === 0x2001 && g[1] === 0) found.push(ipv4Of(g[2]!, g[3]!), ipv4Of(g[6]! ^ 0xffff, g[7]! ^ 0xffff));
  return found;
}

/** Why an address may not receive requests; the message keys say it in both languages. */
export type UnsafeTargetReason =
  | { key: 'target_not_http' }
  | { key: 'target_private_address' | 'target_local_name'; host: string }
  | { key: 'target_resolves_private'; host: string; address: string };

export class UnsafeTargetError extends Error {
  override name = 'UnsafeTargetError';
  /** The reason as a field message (a FIELD_MESSAGES key with its values), for answers in the request's language. */
  readonly fieldMessage: string;

  constructor(reason: UnsafeTargetReason) {
    const values =
      reason.key === 'target_not_http' ? [] : reason.key === 'target_resolves_private' ? [reason.host, reason.address] : [reason.host];
    const message = fieldKey(reason.key, ...values);
    super(fieldMessageText(message, 'en'));
    this.fieldMessage = message;
  }
}

/** True for anything that is not a public unicast address (an unreadable address included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE_V4.check(address, 'ipv4');
  if (family === 0) return true;
  const bare = address.split('%')[0]!;
  return PRIVATE_V6.check(bare, 'ipv6') || embeddedIpv4(bare).some((v4) => PRIVATE_V4.check(v4, 'ipv4'));
}

/** A dns lookup for http(s).request that refuses private and loopback results. */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((entry) => isPrivateAddress(entry.address));
    if (bad || list.length === 0) {
      return callback(new UnsafeTargetError({ key: 'target_resolves_private', host: hostname, address: bad?.address ?? 'none' }), '', 0);
    }
    if (options.all) return callback(null, list as never, 0);
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
};

/** Refuses, before any connection, a URL whose host is itself a private address or a local name. */
export function checkTargetUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeTargetError({ key: 'target_not_http' });
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host) && isPrivateAddress(host)) throw new UnsafeTargetError({ key: 'target_private_address', host });
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    throw new UnsafeTargetError({ key: 'target_local_name', host });
  }
}
