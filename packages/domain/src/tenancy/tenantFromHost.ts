/**
 * Which tenant a request is for, from its host name (architecture: tenancy). Pure rules; the
 * site's `features/tenant/tenantFromRequest.ts` feeds them the request and the configuration.
 *
 * - A tenant's own domains map to it (`www.` of a listed domain too).
 * - `{slug}.localhost`, bare localhost and loopback addresses only when `localhostTenants` is on
 *   (development and the test stack): in a deployment anyone can send `Host: x.localhost`.
 * - `X-Forwarded-Host` / `X-Forwarded-Proto` only when a trusted proxy sets them; otherwise a
 *   client could pick the tenant, the canonical URL and the cache entry (issue 9).
 */
export interface TenantHostInput {
  host: string | null | undefined;
  /** Lower-case host name (no port) -> tenant slug, from the tenants' `domains` lists. */
  domains: ReadonlyMap<string, string>;
  defaultTenant?: string | null;
  /** `{slug}.localhost` and bare localhost resolve (never in a production deployment). */
  localhostTenants: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Letters, digits, dots and hyphens, an optional port; or a bracketed IPv6 address. */
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

/** The host name of a Host header: lower case, no port, no trailing dot; '' when malformed. */
export function hostName(host: string | null | undefined): string {
  const trimmed = host?.trim().toLowerCase() ?? '';
  if (!trimmed || !HOST_HEADER.test(trimmed)) return '';
  // [::1]:3000 -> ::1 ; example.com:3000 -> example.com ; example.com. -> example.com
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  return trimmed.replace(/:\d+$/, '').replace(/\.+$/, '');
}

/** The port of a Host header, '' when it has none. */
export function hostPort(host: string | null | undefined): string {
  const name = host?.trim() ?? '';
  if (!HOST_HEADER.test(name)) return '';
  return /:(\d{1,5})$/.exec(name.startsWith('[') ? name.slice(name.indexOf(']')) : name)?.[1] ?? '';
}

/** A configured domain as the domain map keys it: a host name without `www.`. */
export const domainKey = (domain: string) => hostName(domain).replace(/^www\./, '');

/** Whether a host name is this machine's (served only in development and the test stack). */
export const isLocalHostName = (name: string) => LOOPBACK_NAMES.has(name) || name.endsWith('.localhost');

/** The tenant slug for a host, or null when no tenant serves it. */
export function tenantSlugFromHost({ host, domains, defaultTenant, localhostTenants }: TenantHostInput): string | null {
  const name = hostName(host);
  if (!name) return null;
  const mapped = domains.get(name) ?? (name.startsWith('www.') ? domains.get(name.slice(4)) : undefined);
  if (mapped) return mapped;
  if (!localhostTenants) return null;
  if (name.endsWith('.localhost')) {
    const sub = name.slice(0, -'.localhost'.length);
    return SLUG.test(sub) ? sub : null;
  }
  if (LOOPBACK_NAMES.has(name)) return defaultTenant || null;
  return null;
}

export interface HostHeaders {
  host: string | null | undefined;
  forwardedHost?: string | null | undefined;
  forwardedProto?: string | null | undefined;
}

export interface RequestAddress {
  /** The Host header as the site should read it (port included when there was one). */
  host: string;
  proto: 'http' | 'https';
}

/**
 * Which host and protocol a request was sent to. The forwarded headers count only behind a
 * trusted proxy; of a list (`a, b`) the last entry is the one the nearest proxy wrote.
 */
export function requestAddress({ host, forwardedHost, forwardedProto }: HostHeaders, trustProxy: boolean): RequestAddress {
  const last = (value: string | null | undefined) =>
    value
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
  const forwarded = trustProxy ? last(forwardedHost) : undefined;
  const chosen = forwarded ?? host?.trim() ?? '';
  const proto = trustProxy ? last(forwardedProto)?.toLowerCase() : undefined;
  return {
    host: chosen,
    proto: proto === 'http' || proto === 'https' ? proto : isLocalHostName(hostName(chosen)) ? 'http' : 'https',
  };
}

/**
 * The public origin of a tenant's site: its primary (first configured) domain over https, or,
 * only when it has none, the origin the request came in on (already validated by resolving it).
 */
export function tenantOrigin(primaryDomain: string | null | undefined, request: RequestAddress): string {
  if (primaryDomain) return `https://${hostName(primaryDomain)}`;
  const name = hostName(request.host);
  const port = hostPort(request.host);
  const shown = name.includes(':') ? `[${name}]` : name;
  const defaultPort = request.proto === 'https' ? '443' : '80';
  return `${request.proto}://${shown}${port && port !== defaultPort ? `:${port}` : ''}`;
}
