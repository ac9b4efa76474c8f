import { issueUploadToken, uploadTokenCookie, uploadTokenOf, UPLOAD_TOKEN_TTL_MS, verifyUploadToken } from './uploadToken';

const secret = 'a-leads-api-key-of-enough-length';
const now = Date.parse('2026-12-07T10:00:00Z');

describe('trade-in upload tokens', () => {
  it('grants uploads to the valuation and tenant it was issued for, for a day', () => {
    const token = issueUploadToken(secret, 'coastline', 'EV-123', now);
    expect(verifyUploadToken(secret, token, 'coastline', now + 1000)).toEqual({
      tenant: 'coastline',
      evalId: 'EV-123',
      expiresAt: now + UPLOAD_TOKEN_TTL_MS,
    });
    expect(verifyUploadToken(secret, token, 'coastline', now + UPLOAD_TOKEN_TTL_MS)).toBeNull();
  });

  it('refuses another tenant, another key, a forged valuation and garbage', () => {
    const token = issueUploadToken(secret, 'coastline', 'EV-123', now);
    expect(verifyUploadToken(secret, token, 'harbour-mazda', now)).toBeNull();
    expect(verifyUploadToken('another-key-entirely-0123456789', token, 'coastline', now)).toBeNull();
    const [, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ t: 'coastline', e: 'EV-999', x: now + UPLOAD_TOKEN_TTL_MS })).toString('base64url');
    expect(verifyUploadToken(secret, `${forgedBody}.${signature}`, 'coastline', now)).toBeNull();
    for (const junk of [null, '', 'abc', 'a.b', `${token}.x`, '..']) expect(verifyUploadToken(secret, junk, 'coastline', now)).toBeNull();
  });

  it('travels as an HttpOnly, SameSite=Strict cookie scoped to the upload route', () => {
    const token = issueUploadToken(secret, 'coastline', 'EV-123', now);
    const cookie = uploadTokenCookie(token, true);
    expect(cookie).toBe(`trade_in_upload=${token}; Max-Age=86400; Path=/api/eval-expert/image-upload; HttpOnly; SameSite=Strict; Secure`);
    expect(uploadTokenOf({ headers: { cookie: `shopper_session=abc; trade_in_upload=${token}` } })).toBe(token);
    expect(uploadTokenOf({ headers: {} })).toBeNull();
  });
});
