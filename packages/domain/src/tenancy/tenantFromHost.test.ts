import { domainKey, hostName, hostPort, requestAddress, tenantOrigin, tenantSlugFromHost } from './tenantFromHost';

const domains = new Map([
  ['coastlinemotors.com.au', 'coastline'],
  ['harbourmazda.com.au', 'harbour-mazda'],
]);

describe('tenantSlugFromHost (architecture: tenant from the host name; issue 9)', () => {
  it.each([
    // [host, localhostTenants, expected]
    ['coastline.localhost:3000', true, 'coastline'],
    ['harbour-mazda.localhost:3000', true, 'harbour-mazda'],
    ['HARBOUR-MAZDA.localhost', true, 'harbour-mazda'],
    ['harbour-mazda.localhost.:3000', true, 'harbour-mazda'],
    ['nosuch.localhost:3000', true, 'nosuch'],
    ['localhost:3000', true, 'coastline'],
    ['127.0.0.1:3000', true, 'coastline'],
    ['[::1]:3000', true, 'coastline'],
    ['bad_slug.localhost', true, null],
    ['a.b.localhost', true, null],
    // A deployment: .localhost names and loopback addresses serve nobody.
    ['coastline.localhost:3000', false, null],
    ['harbour-mazda.localhost', false, null],
    ['localhost:3000', false, null],
    ['127.0.0.1', false, null],
    ['[::1]:3000', false, null],
    // Configured domains, in any mode: case, port, trailing dot and www. do not matter.
    ['coastlinemotors.com.au', false, 'coastline'],
    ['CoastlineMotors.COM.AU', false, 'coastline'],
    ['www.coastlinemotors.com.au', false, 'coastline'],
    ['harbourmazda.com.au:443', false, 'harbour-mazda'],
    ['harbourmazda.com.au.', false, 'harbour-mazda'],
    ['harbourmazda.com.au.:8443', true, 'harbour-mazda'],
    ['example.com', true, null],
    // Malformed Host headers are nobody's.
    ['', true, null],
    ['coastlinemotors.com.au/evil', false, null],
    ['user@coastlinemotors.com.au', false, null],
    ['coastlinemotors.com.au harbourmazda.com.au', false, null],
  ])('%s (localhost tenants %s) -> %s', (host, localhostTenants, expected) => {
    expect(tenantSlugFromHost({ host, domains, defaultTenant: 'coastline', localhostTenants })).toBe(expected);
  });

  it('bare localhost has no tenant without DEFAULT_TENANT', () => {
    expect(tenantSlugFromHost({ host: 'localhost:3000', domains, defaultTenant: '', localhostTenants: true })).toBeNull();
  });

  it('strips ports, case and trailing dots from host names', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('example.com.')).toBe('example.com');
    expect(hostName(undefined)).toBe('');
    expect(hostPort('example.com:8080')).toBe('8080');
    expect(hostPort('[::1]:3000')).toBe('3000');
    expect(hostPort('example.com')).toBe('');
    expect(domainKey('WWW.CoastlineMotors.com.au.')).toBe('coastlinemotors.com.au');
  });
});

describe('requestAddress: forwarded headers only behind a trusted proxy (issue 9)', () => {
  const forged = { host: 'coastline.localhost:3000', forwardedHost: 'harbour-mazda.localhost:3000', forwardedProto: 'https' };
  it.each([
    ['ignores a forged X-Forwarded-Host without TRUSTED_PROXY', forged, false, { host: 'coastline.localhost:3000', proto: 'http' }],
    ['honours X-Forwarded-Host and -Proto with TRUSTED_PROXY', forged, true, { host: 'harbour-mazda.localhost:3000', proto: 'https' }],
    [
      'takes the entry the nearest proxy appended',
      { host: 'internal:3000', forwardedHost: 'evil.example, coastlinemotors.com.au', forwardedProto: 'http, https' },
      true,
      { host: 'coastlinemotors.com.au', proto: 'https' },
    ],
    [
      'falls back to Host when the proxy sent none',
      { host: 'coastlinemotors.com.au' },
      true,
      { host: 'coastlinemotors.com.au', proto: 'https' },
    ],
    [
      'ignores a protocol other than http or https',
      { host: 'coastlinemotors.com.au', forwardedProto: 'javascript' },
      true,
      { host: 'coastlinemotors.com.au', proto: 'https' },
    ],
    ['serves .localhost over http', { host: 'coastline.localhost:3000' }, false, { host: 'coastline.localhost:3000', proto: 'http' }],
  ])('%s', (_name, headers, trustProxy, expected) => {
    expect(requestAddress(headers, trustProxy)).toEqual(expected);
  });
});

describe('tenantOrigin: canonical URLs from the configured primary domain (issue 9)', () => {
  it.each([
    ['coastlinemotors.com.au', { host: 'coastline.localhost:3000', proto: 'http' as const }, 'https://coastlinemotors.com.au'],
    ['WWW.Coastlinemotors.com.au', { host: 'evil.example', proto: 'http' as const }, 'https://www.coastlinemotors.com.au'],
    [null, { host: 'kiwi-caravans.localhost:3000', proto: 'http' as const }, 'http://kiwi-caravans.localhost:3000'],
    [null, { host: 'Kiwi-Caravans.localhost.', proto: 'http' as const }, 'http://kiwi-caravans.localhost'],
    [null, { host: 'kiwi.example:443', proto: 'https' as const }, 'https://kiwi.example'],
    [null, { host: '[::1]:3000', proto: 'http' as const }, 'http://[::1]:3000'],
  ])('primary %s, request %o -> %s', (primary, request, expected) => {
    expect(tenantOrigin(primary, request)).toBe(expected);
  });
});
