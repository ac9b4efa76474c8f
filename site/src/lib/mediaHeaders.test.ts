import { MEDIA_CSP, isServableMediaType, mediaHeaders } from './mediaHeaders';

describe('media headers (issue 9: an uploaded SVG never runs as a page)', () => {
  it('sandboxes every media file and forbids sniffing', () => {
    expect(mediaHeaders('image/svg+xml', null)).toEqual({
      'Content-Type': 'image/svg+xml',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
    expect(mediaHeaders('image/png', null)['Content-Security-Policy']).toBe(MEDIA_CSP);
  });

  it('keeps the policy Payload sent, beside its own', () => {
    expect(mediaHeaders('image/svg+xml', "script-src 'none'")['Content-Security-Policy']).toEqual(["script-src 'none'", MEDIA_CSP]);
  });
});

describe('isServableMediaType (issue 9: only images pass the media route)', () => {
  it.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['image/jpeg; charset=binary', true],
    ['text/html', false],
    ['text/html; charset=utf-8', false],
    ['application/xhtml+xml', false],
    ['application/pdf', false],
    ['', false],
    ['image', false],
  ])('%s -> %s', (type, expected) => {
    expect(isServableMediaType(type)).toBe(expected);
  });
});
