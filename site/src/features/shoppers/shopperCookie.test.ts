import { clearedSessionCookie, SESSION_COOKIE, sessionCookie, sessionTokenOf } from './shopperCookie';

const token = 'AbC_-0123456789abcdefghijklmnop';
const req = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('sessionTokenOf', () => {
  it('reads the session cookie among others', () => {
    expect(sessionTokenOf(req(`a=1; ${SESSION_COOKIE}=${token}; b=2`))).toBe(token);
  });

  it.each([
    ['no cookie header', undefined],
    ['another cookie only', 'a=1'],
    ['a value that is not a token', `${SESSION_COOKIE}=abc`],
    ['a value with characters no token has', `${SESSION_COOKIE}=${token}%3Cscript`],
    ['an empty value', `${SESSION_COOKIE}=`],
  ])('is null for %s', (_case, cookie) => {
    expect(sessionTokenOf(req(cookie))).toBeNull();
  });
});

describe('sessionCookie', () => {
  const now = new Date('2026-11-26T00:00:00Z');

  it('is HttpOnly, SameSite=Lax, for the whole site, lasting until the expiry', () => {
    expect(sessionCookie(token, new Date('2026-12-26T00:00:00Z'), now, false)).toBe(
      `${SESSION_COOKIE}=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('is Secure on https and never has a negative age', () => {
    expect(sessionCookie(token, new Date('2026-11-25T00:00:00Z'), now, true)).toBe(
      `${SESSION_COOKIE}=${token}; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it('clears with an empty value and no age', () => {
    expect(clearedSessionCookie(true)).toBe(`${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure`);
  });
});
