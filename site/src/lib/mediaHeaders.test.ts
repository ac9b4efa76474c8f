import { MEDIA_CSP, mediaHeaders } from './mediaHeaders';

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
