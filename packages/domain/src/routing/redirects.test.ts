import {
  findRedirect,
  redirectFromError,
  redirectLocation,
  redirectLoop,
  redirectLoopError,
  redirectPathKey,
  redirectToError,
  type RedirectRule,
} from './redirects';

describe('redirectPathKey', () => {
  it.each([
    ['/Old-Offers/', '/old-offers'],
    ['/old-offers?x=1#top', '/old-offers'],
    ['//double//slashes/', '/double/slashes'],
    ['/caf%C3%A9', '/café'],
    ['/', '/'],
    ['/bad%E0%A4%A', '/bad%e0%a4%a'],
  ])('%s -> %s', (path, key) => expect(redirectPathKey(path)).toBe(key));
});

describe('redirect rules an editor may save', () => {
  it.each([
    ['old-offers', 'Start with a /'],
    ['//evil.example', 'Start with a /'],
    ['/offers?x=1', 'without a query string'],
    ['/', 'The home page'],
    ['/api/leads', 'belongs to the site'],
    ['/_next/static/x.js', 'belongs to the site'],
    ['/sitemap.xml', 'belongs to the site'],
    ['/Robots.txt', 'belongs to the site'],
  ])('from %s is refused: %s', (from, message) => expect(redirectFromError(from)).toContain(message));

  it('accepts a path of the site as from', () => {
    expect(redirectFromError('/2024-sale')).toBeNull();
    expect(redirectFromError('/apis')).toBeNull();
  });

  it('to is a site path or an http(s) URL, never its own from', () => {
    expect(redirectToError('/offers', '/old-offers')).toBeNull();
    expect(redirectToError('https://finance.example.com/apply', '/finance')).toBeNull();
    expect(redirectToError('/Old-Offers/', '/old-offers')).toContain('its own path');
    expect(redirectToError('javascript:alert(1)')).toContain('full web address');
    expect(redirectToError('//evil.example')).toContain('full web address');
    expect(redirectToError('offers')).toContain('full web address');
    expect(redirectToError('')).toContain('full web address');
  });
});

describe('matching a request', () => {
  const rules = new Map<string, RedirectRule>([['/old-offers', { from: '/old-offers', to: '/offers', status: 301 }]]);
  it('finds the rule by the normalised path, and nothing for other paths', () => {
    expect(findRedirect(rules, '/Old-Offers/')?.to).toBe('/offers');
    expect(findRedirect(rules, '/old-offers-2')).toBeNull();
  });
  it('carries the query string over unless the target has its own', () => {
    const rule = rules.get('/old-offers')!;
    expect(redirectLocation(rule, '?utm_source=mail')).toBe('/offers?utm_source=mail');
    expect(redirectLocation(rule, '')).toBe('/offers');
    expect(redirectLocation({ ...rule, to: '/offers#deals' }, '?a=1')).toBe('/offers?a=1#deals');
    expect(redirectLocation({ ...rule, to: '/search?make=mazda' }, '?a=1')).toBe('/search?make=mazda');
  });
});

describe('redirectLoop: a rule that would send visitors in a circle', () => {
  const rules = (entries: Array<[string, string]>) => new Map(entries);

  it('two rules leading to each other', () => {
    expect(redirectLoop('/a', '/b', rules([['/b', '/a']]))).toEqual(['/a', '/b', '/a']);
  });

  it('a longer circle, through paths written differently', () => {
    expect(
      redirectLoop(
        '/Old/',
        '/b?x=1',
        rules([
          ['/b', '/C/'],
          ['/c', '/old'],
        ]),
      ),
    ).toEqual(['/old', '/b', '/c', '/old']);
  });

  it('a chain that ends on a page is not a circle', () => {
    expect(redirectLoop('/a', '/b', rules([['/b', '/c']]))).toBeNull();
  });

  it('a chain that leaves the site ends there', () => {
    expect(redirectLoop('/a', '/b', rules([['/b', 'https://example.com/a']]))).toBeNull();
    expect(redirectLoop('/a', 'https://example.com/a', rules([]))).toBeNull();
  });

  it('a circle among other rules that does not pass this one is not its own', () => {
    expect(
      redirectLoop(
        '/a',
        '/b',
        rules([
          ['/b', '/c'],
          ['/c', '/b'],
        ]),
      ),
    ).toBeNull();
  });

  it('says which paths and what to do', () => {
    expect(redirectLoopError(['/a', '/b', '/a'])).toBe(
      'This redirect would send visitors in a circle: /a → /b → /a. Change where one of these redirects leads.',
    );
  });
});
