/**
 * The one way the site knows which tenant a request is for (issue 9). The proxy, every page that
 * reads the request and every API route call `tenantFromRequest`; nothing else reads the Host or
 * X-Forwarded-* headers.
 *
 * - The Host header; X-Forwarded-Host / -Proto only with `TRUSTED_PROXY=true`.
 * - `{slug}.localhost` and bare localhost (DEFAULT_TENANT) only with `LOCALHOST_TENANTS=true`
 *   (`npm start` sets it outside production; `next dev` defaults to it).
 * - The origin for canonical URLs is the tenant's primary domain, else the request's own.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { requestAddress, tenantOrigin, tenantSlugFromHost, type RequestAddress } from '@dealer/domain';
import { tenantDomains, type TenantDomainMap } from './tenantDomains';

export interface TenancyConfig {
  trustProxy: boolean;
  localhostTenants: boolean;
  defaultTenant: string;
}

export class TenancyConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TenancyConfigError';
  }
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new TenancyConfigError(`${name} must be true or false (it is "${env[name]}"). See .env.example.`);
}

export function tenancyConfig(env: NodeJS.ProcessEnv = process.env): TenancyConfig {
  return {
    trustProxy: flag(env, 'TRUSTED_PROXY', false),
    // `next dev` is never a deployment; `next start` is production unless told otherwise.
    localhostTenants: flag(env, 'LOCALHOST_TENANTS', env.NODE_ENV !== 'production'),
    defaultTenant: env.DEFAULT_TENANT ?? 'coastline',
  };
}

type HeaderSource = Headers | IncomingHttpHeaders;

function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export interface RequestTenant {
  slug: string;
  /** Public origin of the tenant's site (`https://coastlinemotors.com.au`), for absolute URLs. */
  origin: string;
  address: RequestAddress;
}

/** The tenant of a request given the domain map (pure: the unit tests' entry point). */
export function resolveTenant(headers: HeaderSource, domains: TenantDomainMap, config: TenancyConfig): RequestTenant | null {
  const address = requestAddress(
    {
      host: header(headers, 'host'),
      forwardedHost: header(headers, 'x-forwarded-host'),
      forwardedProto: header(headers, 'x-forwarded-proto'),
    },
    config.trustProxy,
  );
  const slug = tenantSlugFromHost({
    host: address.host,
    domains: domains.hosts,
    defaultTenant: config.defaultTenant,
    localhostTenants: config.localhostTenants,
  });
  return slug ? { slug, origin: tenantOrigin(domains.primary.get(slug), address), address } : null;
}

/** The tenant the request's host names, or null when no tenant is served there. */
export async function tenantFromRequest(headers: HeaderSource, config: TenancyConfig = tenancyConfig()): Promise<RequestTenant | null> {
  return resolveTenant(headers, await tenantDomains(), config);
}

/**
 * Paths under `/_sites/` are the proxy's rewrite targets, never addresses: a direct request for
 * one could show any tenant's page on any tenant's host. Decoded first (`/%5Fsites/...`).
 */
export function isSitesPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is not a _sites path; the router answers it.
  }
  return /^\/+_sites(?:\/|$)/i.test(decoded);
}

/** Headers a cache must key a tenant's page by: the host picks the tenant. */
export const varyHeader = (config: TenancyConfig) => (config.trustProxy ? 'Host, X-Forwarded-Host' : 'Host');

/** Marks a tenant page cacheable by shared caches, keyed by host. */
export function sendPublicCache(
  res: { setHeader(name: string, value: string): unknown },
  cacheControl: string,
  config: TenancyConfig = tenancyConfig(),
) {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', varyHeader(config));
}
