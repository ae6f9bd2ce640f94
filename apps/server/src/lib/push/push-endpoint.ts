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

/** An endpoint resolved once: the address the push must be sent to, the one that was checked. */
export type ResolvedEndpoint =
  { ok: true; url: URL; address: string } | { ok: false; reason: string };

type EndpointOptions = {
  allowPrivateHosts: boolean;
  lookup?: ((host: string) => Promise<string[]>) | undefined;
};

const systemLookup = async (name: string) =>
  (await dns.lookup(name, { all: true })).map((a) => a.address);

/** The endpoint as a URL, or why it can never be one the server sends to. */
function parseEndpoint(endpoint: string, allowPrivateHosts: boolean): URL | string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (allowPrivateHosts) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : 'not http(s)';
  }
  return url.protocol === 'https:' ? url : 'not https';
}

/**
 * Resolves a push endpoint's host once and checks every address it has: https, public addresses
 * only (with `allowPrivateHosts`, tests with a push service on loopback, http and private
 * addresses pass too). The push is then sent to the address answered here, never to a second
 * lookup of the name, so a name that turns private between check and send (DNS rebinding) cannot
 * steer it inside. `lookup` is injectable for tests.
 */
export async function resolvePushEndpoint(
  endpoint: string,
  options: EndpointOptions,
): Promise<ResolvedEndpoint> {
  const url = parseEndpoint(endpoint, options.allowPrivateHosts);
  if (typeof url === 'string') return { ok: false, reason: url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await (options.lookup ?? systemLookup)(host);
  } catch {
    return { ok: false, reason: 'host does not resolve' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'host does not resolve' };
  if (!options.allowPrivateHosts && addresses.some(isPrivateAddress)) {
    return { ok: false, reason: 'private or loopback address' };
  }
  return { ok: true, url, address: addresses[0]! };
}

/**
 * Whether the server may store a push endpoint: https on a host that resolves only to public
 * addresses. With `allowPrivateHosts` only the scheme is checked (the host is resolved at send).
 */
export async function checkPushEndpoint(
  endpoint: string,
  options: EndpointOptions,
): Promise<EndpointCheck> {
  if (options.allowPrivateHosts) {
    const url = parseEndpoint(endpoint, true);
    return typeof url === 'string' ? { ok: false, reason: url } : { ok: true };
  }
  const resolved = await resolvePushEndpoint(endpoint, options);
  return resolved.ok ? { ok: true } : { ok: false, reason: resolved.reason };
}
