import { SIGN_IN_HEADINGS, SIGN_IN_TYPES, readSignInQuery, safeSameSitePath, signInHref } from './signInPaths';

describe('safeSameSitePath (spec §2 redirect and back: same-site paths only)', () => {
  it.each([
    '/',
    '/watchlist',
    '/ok?x=1#y',
    '/search/used-cars?refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=0%3A30000&page=2',
    '/cars/2021-toyota-corolla-ascent',
    '/a%20b',
    '/a//b',
    '/search?q=https://evil.com',
    '/' + 'a'.repeat(1999),
  ])('allows %j', (path) => {
    expect(safeSameSitePath(path)).toBe(path);
  });

  it.each([
    ['https://evil.com', 'another site'],
    ['http://localhost:3000/x', 'an absolute URL, even our own'],
    ['//evil.com', 'protocol-relative'],
    ['///evil.com', 'three slashes'],
    ['/\\evil.com', 'slash backslash: browsers read it as //'],
    ['\\\\evil.com', 'backslashes'],
    ['/x\\y', 'a backslash anywhere'],
    ['/%2F%2Fevil.com', 'decodes to //evil.com'],
    ['/%2f/evil.com', 'decodes to //evil.com (lower case)'],
    ['/%5Cevil.com', 'decodes to /\\evil.com'],
    ['/%252F%252Fevil.com', 'double-encoded //'],
    ['/%25252F%25252Fevil.com', 'triple-encoded //'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['javascript:alert(1)', 'a script URL'],
    ['/javascript:alert(1)'.slice(1), 'a script URL without the slash'],
    ['data:text/html,<script>', 'a data URL'],
    ['\t/x', 'a leading tab'],
    [' /x', 'a leading space'],
    ['/\t/evil.com', 'a tab the URL parser would drop'],
    ['/x\ny', 'a newline'],
    ['/x%0D%0ASet-Cookie:a=b', 'an encoded CR LF'],
    ['/\u0000', 'a NUL'],
    ['x/y', 'relative'],
    ['?x=1', 'a query alone'],
    ['#top', 'a fragment alone'],
    ['', 'empty'],
    ['/' + 'a'.repeat(2000), 'over 2,000 characters'],
  ])('refuses %j (%s)', (value) => {
    expect(safeSameSitePath(value)).toBe('/');
  });

  it.each([undefined, null, 42, ['/x'], { path: '/x' }])('refuses the non-string %p', (value) => {
    expect(safeSameSitePath(value)).toBe('/');
  });

  it('returns the given fallback', () => {
    expect(safeSameSitePath('//evil.com', '/watchlist')).toBe('/watchlist');
  });
});

describe('signInHref (spec §2: /sign-in?type={type}&redirect={path}&back={path})', () => {
  it('saving a car from a search: type watchlist, back to the same search', () => {
    expect(signInHref({ type: 'watchlist', redirect: '/search/used-cars?page=2' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars%3Fpage%3D2&back=%2Fsearch%2Fused-cars%3Fpage%3D2',
    );
  });

  it('keeps a different back', () => {
    expect(signInHref({ type: 'checkout', redirect: '/cars/abc/checkout', back: '/cars/abc' })).toBe(
      '/sign-in?type=checkout&redirect=%2Fcars%2Fabc%2Fcheckout&back=%2Fcars%2Fabc',
    );
  });

  it('never writes an unsafe path into a link', () => {
    expect(signInHref({ type: 'account', redirect: '//evil.com', back: 'https://evil.com' })).toBe(
      '/sign-in?type=account&redirect=%2F&back=%2F',
    );
    expect(signInHref({ type: 'watchlist', redirect: '/cars/abc', back: '//evil.com' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fabc&back=%2Fcars%2Fabc',
    );
  });

  it('does not send the shopper back to the sign-in page', () => {
    expect(signInHref({ type: 'account', redirect: '/sign-in?type=watchlist' })).toBe('/sign-in?type=account&redirect=%2F&back=%2F');
  });

  it('is read back as written (round trip)', () => {
    const input = { type: 'favourites', redirect: '/search?make=Toyota&page=3#card-12', back: '/search?make=Toyota' } as const;
    const href = signInHref(input);
    expect(readSignInQuery(new URL(href, 'https://coastline.example').searchParams)).toEqual(input);
  });
});

describe('readSignInQuery (the page reads its parameters sanitised)', () => {
  it('reads Next query objects', () => {
    expect(readSignInQuery({ type: 'watchlist', redirect: '/search/used-cars', back: '/cars/abc' })).toEqual({
      type: 'watchlist',
      redirect: '/search/used-cars',
      back: '/cars/abc',
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(readSignInQuery({ type: ['checkout', 'watchlist'], redirect: ['/a', '//evil.com'] })).toEqual({
      type: 'checkout',
      redirect: '/a',
      back: '/a',
    });
  });

  it('defaults: account, home, back to the redirect', () => {
    expect(readSignInQuery({})).toEqual({ type: 'account', redirect: '/', back: '/' });
    expect(readSignInQuery({ redirect: '/watchlist' })).toEqual({ type: 'account', redirect: '/watchlist', back: '/watchlist' });
  });

  it.each(['admin', 'WATCHLIST', '', 'watchlist '])('an unknown type %j reads as account', (type) => {
    expect(readSignInQuery({ type }).type).toBe('account');
  });

  it('refuses open redirects in both parameters', () => {
    expect(readSignInQuery(new URLSearchParams('type=watchlist&redirect=%2F%2Fevil.com&back=https%3A%2F%2Fevil.com'))).toEqual({
      type: 'watchlist',
      redirect: '/',
      back: '/',
    });
    expect(readSignInQuery({ redirect: '/cars/abc', back: '/%2F%2Fevil.com' })).toEqual({
      type: 'account',
      redirect: '/cars/abc',
      back: '/cars/abc',
    });
  });

  it('a redirect to the sign-in page itself is home', () => {
    expect(readSignInQuery({ redirect: '/sign-in/?type=x' }).redirect).toBe('/');
    expect(readSignInQuery({ redirect: '/sign-in-help' }).redirect).toBe('/sign-in-help');
  });
});

describe('types and headings', () => {
  it('every type has a heading; watchlist is the spec’s', () => {
    expect(SIGN_IN_TYPES).toContain('watchlist');
    expect(Object.keys(SIGN_IN_HEADINGS).sort()).toEqual([...SIGN_IN_TYPES].sort());
  });
});
