import { hostName, tenantSlugFromHost } from './tenantFromHost';

const domains = new Map([
  ['coastlinemotors.com.au', 'coastline'],
  ['harbourmazda.com.au', 'harbour-mazda'],
]);

describe('tenantSlugFromHost (architecture: tenant from the host name)', () => {
  it.each([
    ['coastline.localhost:3000', 'coastline'],
    ['harbour-mazda.localhost:3000', 'harbour-mazda'],
    ['HARBOUR-MAZDA.localhost', 'harbour-mazda'],
    ['nosuch.localhost:3000', 'nosuch'],
    ['coastlinemotors.com.au', 'coastline'],
    ['www.coastlinemotors.com.au', 'coastline'],
    ['harbourmazda.com.au:443', 'harbour-mazda'],
    ['localhost:3000', 'coastline'],
    ['127.0.0.1:3000', 'coastline'],
    ['[::1]:3000', 'coastline'],
    ['example.com', null],
    ['bad_slug.localhost', null],
    ['a.b.localhost', null],
  ])('%s -> %s', (host, expected) => {
    expect(tenantSlugFromHost({ host, domains, defaultTenant: 'coastline' })).toBe(expected);
  });

  it('bare localhost has no tenant without DEFAULT_TENANT', () => {
    expect(tenantSlugFromHost({ host: 'localhost:3000', domains, defaultTenant: '' })).toBeNull();
  });

  it('strips ports and case from host names', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName(undefined)).toBe('');
  });
});
