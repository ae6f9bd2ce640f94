import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Whether an address is one a push must never reach from the server: loopback, private,
 * link-local, carrier-grade NAT, multicast, unspecified and the IPv6 equivalents (SSRF guard).
 */
export function isPrivateAddress(address: string): boolean {
  const list = new net.BlockList();
  list.addSubnet('0.0.0.0', 8);
  list.addSubnet('10.0.0.0', 8);
  list.addSubnet('100.64.0.0', 10);
  list.addSubnet('127.0.0.0', 8);
  list.addSubnet('169.254.0.0', 16);
  list.addSubnet('172.16.0.0', 12);
  list.addSubnet('192.0.0.0', 24);
  list.addSubnet('192.168.0.0', 16);
  list.addSubnet('198.18.0.0', 15);
  list.addSubnet('224.0.0.0', 3);
  list.addAddress('::', 'ipv6');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addSubnet('ff00::', 8, 'ipv6');
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4-mapped address is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return list.check(mapped[1]!, 'ipv4');
    return list.check(address, 'ipv6');
  }
  return list.check(address, 'ipv4');
}

export type EndpointCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether the server may send to a push endpoint: https on a host that resolves only to public
 * addresses. With `allowPrivateHosts` (tests with a push service on loopback) http and private
 * addresses pass too. `lookup` is injectable for tests.
 */
export async function checkPushEndpoint(
  endpoint: string,
  options: {
    allowPrivateHosts: boolean;
    lookup?: (host: string) => Promise<string[]>;
  },
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  if (options.allowPrivateHosts) {
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { ok: true }
      : { ok: false, reason: 'not http(s)' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const lookup =
    options.lookup ??
    (async (name: string) => (await dns.lookup(name, { all: true })).map((a) => a.address));
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await lookup(host);
  } catch {
    return { ok: false, reason: 'host does not resolve' };
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    return { ok: false, reason: 'private or loopback address' };
  }
  return { ok: true };
}
