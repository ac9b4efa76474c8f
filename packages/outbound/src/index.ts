/**
 * Outbound requests to addresses that tenant data names (a feed's photo URL, a dealer's CRM
 * endpoint): such a request may reach only the public internet, never this machine, its private
 * network or a cloud metadata service (issue 9, issue 39). The check sits in the connection's own
 * DNS lookup (`publicOnlyLookup`), so a name cannot resolve to something else in between.
 */
import dns from 'node:dns';
import net from 'node:net';

/** Addresses no outbound request of tenant data may reach: loopback, private, link-local, ... */
const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** Whether an address is on the public internet (IPv4-mapped IPv6 judged by its IPv4 part). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

export class BlockedAddressError extends Error {
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
    this.name = 'BlockedAddressError';
  }
}

/** A `lookup` for http(s).request that refuses a name when any of its addresses is not public. */
export function publicOnlyLookup(resolve: Resolve = systemResolve): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find(({ address }) => !isPublicAddress(address));
        if (blocked) return callback(new BlockedAddressError(hostname, blocked.address), '', 0);
        if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
        const first = addresses[0]!;
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * Hosts an operator lists in an environment variable (comma-separated `host` or `host:port`, any
 * case), e.g. a CRM on the dealer group's own network. Such a host is trusted as configured: no
 * tenant's staff member can add one.
 */
export const hostList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** Whether `url`'s host (with or without its port) is on an operator's list. */
export const isListedHost = (url: URL, hosts: readonly string[]): boolean =>
  hosts.includes(url.hostname.toLowerCase()) || hosts.includes(url.host.toLowerCase());
