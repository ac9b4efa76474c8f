import { sameSecret } from './sameSecret';
import { siteEnv } from './env';

describe('sameSecret', () => {
  it('accepts only the exact secret', () => {
    const expected = 'Bearer a-revalidate-secret-of-some-length';
    expect(sameSecret(expected, expected)).toBe(true);
    expect(sameSecret(`${expected} `, expected)).toBe(false);
    expect(sameSecret('Bearer a-revalidate-secret-of-some-lengtH', expected)).toBe(false);
    expect(sameSecret('Bearer', expected)).toBe(false);
    expect(sameSecret(undefined, expected)).toBe(false);
    expect(sameSecret('', expected)).toBe(false);
  });
});

describe('the site refuses to start with a weak or published revalidation secret', () => {
  const production = { NODE_ENV: 'production', LEADS_API_KEY: 'a-leads-api-key-of-enough-length' } as NodeJS.ProcessEnv;

  it('refuses one shorter than 24 characters', () => {
    expect(() => siteEnv({ ...production, REVALIDATE_SECRET: 'short-secret' })).toThrow(
      'Site configuration is incomplete: REVALIDATE_SECRET must be at least 24 characters.',
    );
  });

  it('refuses the development default in production, even set explicitly', () => {
    expect(() => siteEnv({ ...production, REVALIDATE_SECRET: 'development-only-revalidate-secret' })).toThrow(
      'REVALIDATE_SECRET is the development default published with this project: set your own.',
    );
  });

  it('takes a long secret of its own', () => {
    expect(siteEnv({ ...production, REVALIDATE_SECRET: 'x'.repeat(24) }).REVALIDATE_SECRET).toBe('x'.repeat(24));
  });
});
