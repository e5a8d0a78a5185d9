import { describe, expect, it } from 'vitest';
import { checkTargetUrl, embeddedIpv4, isPrivateAddress } from '../../functions/webhooks/safe-target.ts';

describe('the private-address guard of outgoing webhooks', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 "this network"', '0.0.0.0'],
    ['IPv4 private 10/8', '10.1.2.3'],
    ['IPv4 private 172.16/12', '172.20.0.1'],
    ['IPv4 private 192.168/16', '192.168.1.1'],
    ['IPv4 shared 100.64/10', '100.64.0.1'],
    ['IPv4 link-local (cloud metadata)', '169.254.169.254'],
    ['IPv4 documentation TEST-NET-1', '192.0.2.10'],
    ['IPv4 documentation TEST-NET-2', '198.51.100.7'],
    ['IPv4 documentation TEST-NET-3', '203.0.113.200'],
    ['IPv4 benchmarking', '198.18.0.1'],
    ['IPv4 6to4 relay anycast', '192.88.99.1'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv4 reserved and broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback, long form', '0:0:0:0:0:0:0:1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible loopback, hex (as URLs write it)', '::7f00:1'],
    ['IPv4-compatible private', '::192.168.0.1'],
    ['SIIT-translated loopback', '::ffff:0:127.0.0.1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of loopback, dotted', '64:ff9b::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['local-use NAT64', '64:ff9b:1::8.8.8.8'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['Teredo with a loopback client (stored inverted)', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['Teredo through a private server', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
    ['IPv6 discard-only', '100::1'],
    ['IPv6 benchmarking', '2001:2::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 documentation (3fff::/20)', '3fff::1'],
    ['IPv6 unique-local', 'fd00::1'],
    ['IPv6 unique-local fc00::/8', 'fc12::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['IPv6 site-local, upper end', 'feff::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['not an address at all', 'example.com'],
  ])('refuses %s: %s', (_form, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['public IPv4', '93.184.216.34'],
    ['public IPv4', '8.8.8.8'],
    ['public IPv6', '2606:4700::1111'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo of a public client via a public server', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ])('allows %s: %s', (_form, address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('decodes the IPv4 address each form carries', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toEqual(['127.0.0.1']);
    expect(embeddedIpv4('::127.0.0.1')).toEqual(['127.0.0.1']);
    expect(embeddedIpv4('64:ff9b::c000:221')).toEqual(['192.0.2.33']);
    expect(embeddedIpv4('2002:c000:221::')).toEqual(['192.0.2.33']);
    expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedIpv4('2606:4700::1111')).toEqual([]);
  });

  it.each([
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[::127.0.0.1]/',
    'http://[fec0::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[2001:db8::1]/',
    'http://192.0.2.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://localhost./',
  ])('refuses the URL %s before any connection', (url) => {
    expect(() => checkTargetUrl(new URL(url), false)).toThrow(/private|loopback|local/);
  });
});
