import { isSitesPath, resolveTenant, tenancyConfig, varyHeader, type TenancyConfig } from './tenantFromRequest';
import { domainMapOf } from './tenantDomains';

const domains = domainMapOf([
  { id: 1, slug: 'coastline', domains: [{ domain: 'coastlinemotors.com.au' }] },
  { id: 2, slug: 'harbour-mazda', domains: [{ domain: 'harbourmazda.com.au' }] },
]);

const DEVELOPMENT: TenancyConfig = { trustProxy: false, localhostTenants: true, defaultTenant: 'coastline' };
const PRODUCTION: TenancyConfig = { trustProxy: false, localhostTenants: false, defaultTenant: 'coastline' };
const BEHIND_PROXY: TenancyConfig = { trustProxy: true, localhostTenants: false, defaultTenant: 'coastline' };

describe('tenantFromRequest: one way to know the tenant (issue 9)', () => {
  it.each<[string, Record<string, string>, TenancyConfig, string | null, string | null]>([
    // [case, headers, config, tenant, origin]
    [
      'a .localhost host in development',
      { host: 'harbour-mazda.localhost:3000' },
      DEVELOPMENT,
      'harbour-mazda',
      'https://harbourmazda.com.au',
    ],
    [
      'a tenant without domains: the request origin',
      { host: 'kiwi-caravans.localhost:3000' },
      DEVELOPMENT,
      'kiwi-caravans',
      'http://kiwi-caravans.localhost:3000',
    ],
    [
      'bare localhost in development: DEFAULT_TENANT',
      { host: 'localhost:3000' },
      DEVELOPMENT,
      'coastline',
      'https://coastlinemotors.com.au',
    ],
    [
      'a forged X-Forwarded-Host without TRUSTED_PROXY is ignored',
      { host: 'coastline.localhost:3000', 'x-forwarded-host': 'harbour-mazda.localhost:3000' },
      DEVELOPMENT,
      'coastline',
      'https://coastlinemotors.com.au',
    ],
    [
      'a forged X-Forwarded-Host on a production domain is ignored',
      { host: 'coastlinemotors.com.au', 'x-forwarded-host': 'harbourmazda.com.au' },
      PRODUCTION,
      'coastline',
      'https://coastlinemotors.com.au',
    ],
    [
      'X-Forwarded-Host is honoured with TRUSTED_PROXY',
      { host: 'site:3000', 'x-forwarded-host': 'harbourmazda.com.au', 'x-forwarded-proto': 'https' },
      BEHIND_PROXY,
      'harbour-mazda',
      'https://harbourmazda.com.au',
    ],
    [
      'TRUSTED_PROXY without X-Forwarded-Host: the Host header',
      { host: 'coastlinemotors.com.au' },
      BEHIND_PROXY,
      'coastline',
      'https://coastlinemotors.com.au',
    ],
    ["a .localhost host in production is nobody's", { host: 'coastline.localhost:3000' }, PRODUCTION, null, null],
    ["bare localhost in production is nobody's", { host: 'localhost:3000' }, PRODUCTION, null, null],
    [
      "a forwarded .localhost host in production is nobody's",
      { host: 'site:3000', 'x-forwarded-host': 'coastline.localhost' },
      BEHIND_PROXY,
      null,
      null,
    ],
    ['an upper-case host with a port', { host: 'HARBOURMAZDA.COM.AU:443' }, PRODUCTION, 'harbour-mazda', 'https://harbourmazda.com.au'],
    ['a host with a trailing dot', { host: 'harbourmazda.com.au.' }, PRODUCTION, 'harbour-mazda', 'https://harbourmazda.com.au'],
    ['www. of a configured domain', { host: 'www.harbourmazda.com.au' }, PRODUCTION, 'harbour-mazda', 'https://harbourmazda.com.au'],
    ['an unknown domain', { host: 'evil.example' }, PRODUCTION, null, null],
    ['no Host header', {}, DEVELOPMENT, null, null],
  ])('%s', (_case, headers, config, tenant, origin) => {
    const resolved = resolveTenant(headers, domains, config);
    expect(resolved?.slug ?? null).toBe(tenant);
    expect(resolved?.origin ?? null).toBe(origin);
  });

  it('reads Fetch API headers (the proxy) like Node headers (pages and API routes)', () => {
    const forged = new Headers({ host: 'coastline.localhost:3000', 'x-forwarded-host': 'harbour-mazda.localhost:3000' });
    expect(resolveTenant(forged, domains, DEVELOPMENT)?.slug).toBe('coastline');
  });

  it.each([
    ['/_sites/harbour-mazda/offers', true],
    ['/_sites', true],
    ['/%5Fsites/harbour-mazda/offers', true],
    ['//_sites/harbour-mazda', true],
    ['/_SITES/harbour-mazda', true],
    ['/offers', false],
    ['/search/_sites', false],
    ['/%E0%A4%A', false],
  ])('isSitesPath(%s) is %s', (pathname, expected) => {
    expect(isSitesPath(pathname)).toBe(expected);
  });
});

describe('tenancyConfig (issue 9)', () => {
  it.each<[NodeJS.ProcessEnv, Partial<TenancyConfig>]>([
    [{ NODE_ENV: 'production' }, { trustProxy: false, localhostTenants: false }],
    [{ NODE_ENV: 'development' }, { trustProxy: false, localhostTenants: true }],
    [{ NODE_ENV: 'production', LOCALHOST_TENANTS: 'true' }, { localhostTenants: true }],
    [{ NODE_ENV: 'development', LOCALHOST_TENANTS: 'false' }, { localhostTenants: false }],
    [{ NODE_ENV: 'production', TRUSTED_PROXY: 'true' }, { trustProxy: true }],
  ])('%o -> %o', (env, expected) => {
    expect(tenancyConfig(env)).toMatchObject(expected);
  });

  it('refuses a TRUSTED_PROXY it cannot read, naming the variable', () => {
    expect(() => tenancyConfig({ NODE_ENV: 'production', TRUSTED_PROXY: '10.0.0.1' })).toThrow('TRUSTED_PROXY must be true or false');
  });

  it('caches vary by the headers that pick the tenant', () => {
    expect(varyHeader(PRODUCTION)).toBe('Host');
    expect(varyHeader(BEHIND_PROXY)).toBe('Host, X-Forwarded-Host');
  });
});
