/**
 * The visitor's address: the socket's peer, unless that peer is one of the proxies named in
 * TRUST_PROXY, in which case the nearest X-Forwarded-For entry that is not a trusted proxy.
 * A visitor can therefore never choose their own address by sending the header.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type TrustedProxies = BlockList | null;

/** TRUST_PROXY: a comma-separated list of addresses and CIDR ranges, or 'loopback'. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  if (!value) return null;
  const list = new BlockList();
  for (const raw of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (raw === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = raw.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`"${raw}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) throw new Error(`"${raw}" has a bad prefix length`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export function clientAddress(c: Context, proxies: TrustedProxies): string {
  let peer = 'unknown';
  try {
    const remote = getConnInfo(c).remote.address;
    if (remote) peer = normalise(remote);
  } catch {
    // No socket (an in-process request): the address stays unknown.
  }
  if (!proxies || !isTrusted(proxies, peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => normalise(part.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!isIP(hop)) return peer;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return forwarded[0] ?? peer;
}
