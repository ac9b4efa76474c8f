/**
 * Which tenant a request is for, from its host name (architecture: tenancy).
 * `{slug}.localhost` always works (browsers resolve *.localhost to loopback); a tenant's own
 * domains map to it; bare localhost (or an IP) is the default tenant.
 */
export interface TenantHostInput {
  host: string | null | undefined;
  /** Lower-case host name (no port) -> tenant slug, from the tenants' `domains` lists. */
  domains: ReadonlyMap<string, string>;
  defaultTenant?: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function hostName(host: string | null | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  // [::1]:3000 -> ::1 ; example.com:3000 -> example.com
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The tenant slug for a host, or null when no tenant serves it. */
export function tenantSlugFromHost({ host, domains, defaultTenant }: TenantHostInput): string | null {
  const name = hostName(host);
  if (!name) return defaultTenant || null;
  const mapped = domains.get(name) ?? (name.startsWith('www.') ? domains.get(name.slice(4)) : undefined);
  if (mapped) return mapped;
  if (name.endsWith('.localhost')) {
    const sub = name.slice(0, -'.localhost'.length);
    return SLUG.test(sub) ? sub : null;
  }
  if (name === 'localhost' || name === '127.0.0.1' || name === '::1') return defaultTenant || null;
  return null;
}
