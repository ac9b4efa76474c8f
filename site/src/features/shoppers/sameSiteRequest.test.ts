import { CROSS_SITE_TEXT, crossSiteFormRefusal, crossSiteRefusal } from './sameSiteRequest';

const host = 'coastline.localhost:3000';
const req = (headers: Record<string, string>) => ({ headers: { 'content-type': 'application/json', ...headers } });

describe('crossSiteRefusal', () => {
  it('lets a same-origin fetch through', () => {
    expect(crossSiteRefusal(req({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }), host)).toBeNull();
  });

  it('lets a JSON request without browser headers through (not a browser: it carries no shopper cookie by accident)', () => {
    expect(crossSiteRefusal(req({}), host)).toBeNull();
  });

  it.each([
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['plain text', { 'content-type': 'text/plain' }],
    ['no content type', { 'content-type': '' }],
  ])('refuses %s: only JSON, which a cross-site form cannot send', (_case, headers) => {
    expect(crossSiteRefusal(req(headers), host)).toBe('Send the body as application/json.');
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another tenant of the platform', { origin: 'http://harbour-mazda.localhost:3000' }],
    ['a null origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (sibling subdomain) fetch', { 'sec-fetch-site': 'same-site', origin: `http://${host}` }],
  ])('refuses %s', (_case, headers) => {
    expect(crossSiteRefusal(req(headers), host)).toBe(CROSS_SITE_TEXT);
  });
});

describe('crossSiteFormRefusal (a page form posting to its own page)', () => {
  const form = (headers: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  it('lets this site’s own form through', () => {
    expect(crossSiteFormRefusal(form({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }), host)).toBeNull();
    expect(crossSiteFormRefusal(form({ origin: `http://${host}` }), host)).toBeNull();
  });
  it.each([
    ['no origin', {}],
    ['another origin', { origin: 'https://evil.example' }],
    ['another tenant', { origin: 'http://harbour-mazda.localhost:3000' }],
    ['a null origin', { origin: 'null' }],
    ['a cross-site post with this origin forged', { origin: `http://${host}`, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s', (_case, headers) => {
    expect(crossSiteFormRefusal(form(headers), host)).toBe(CROSS_SITE_TEXT);
  });
});
