/**
 * Production start (issue 9): the first super admin comes from ADMIN_EMAIL/ADMIN_PASSWORD and is
 * refused when weak; sample data is seeded into production only with an explicit flag, never with
 * a published password.
 */
import type { Payload } from 'payload';
import { resolveAdminPassword } from '../../seed/src/seed';
import { cmsEnv } from '../src/env';
import { ensureFirstSuperAdmin } from '../src/staff/firstSuperAdmin';
import { startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const production = (extra: Record<string, string> = {}) => ({ NODE_ENV: 'production', ...extra }) as NodeJS.ProcessEnv;
const superAdmins = async () =>
  (
    await payload.find({ collection: 'users', where: { roles: { contains: 'super-admin' } }, depth: 0, limit: 0, overrideAccess: true })
  ).docs.map((u) => u.email);

beforeAll(async () => {
  payload = await startTestPayload();
  // Other files on this worker's database may have seeded a super admin: start from none.
  await payload.delete({ collection: 'users', where: { roles: { contains: 'super-admin' } }, overrideAccess: true });
  await payload.create({ collection: 'users', data: { email: 'editor@prod.test', password: 'editor-password-1', roles: [], tenants: [] } });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('the first super admin', () => {
  it.each([
    ['no ADMIN_EMAIL', {}, 'ADMIN_EMAIL is not set.'],
    ['no ADMIN_PASSWORD', { ADMIN_EMAIL: 'ops@prod.test' }, 'ADMIN_PASSWORD is not set.'],
    [
      'a weak password',
      { ADMIN_EMAIL: 'ops@prod.test', ADMIN_PASSWORD: 'admin12345' },
      'ADMIN_PASSWORD must be at least 12 characters (it has 10).',
    ],
    [
      'the development default, lengthened',
      { ADMIN_EMAIL: 'ops@prod.test', ADMIN_PASSWORD: 'admin12345!!admin' },
      'ADMIN_PASSWORD contains a default password published with this project.',
    ],
    [
      'an email that already has a staff account',
      { ADMIN_EMAIL: 'editor@prod.test', ADMIN_PASSWORD: 'a long and varied passphrase' },
      'editor@prod.test already has a staff account without the super-admin role: choose another ADMIN_EMAIL.',
    ],
  ])('is refused with %s, and none is created', async (_label, env, message) => {
    await expect(ensureFirstSuperAdmin(payload, production(env))).rejects.toThrow(message);
    expect(await superAdmins()).toEqual([]);
  });

  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, can sign in, and only once', async () => {
    const env = production({ ADMIN_EMAIL: ' Ops@Prod.test ', ADMIN_PASSWORD: 'a long and varied passphrase' });
    expect(await ensureFirstSuperAdmin(payload, env)).toEqual({ created: true, email: 'ops@prod.test' });
    const login = await payload.login({ collection: 'users', data: { email: 'ops@prod.test', password: 'a long and varied passphrase' } });
    expect(login.user?.roles).toEqual(['super-admin']);
    expect(login.user?.tenants).toEqual([]);
    // A second start changes nothing, even with other variables.
    expect(
      await ensureFirstSuperAdmin(payload, production({ ADMIN_EMAIL: 'other@prod.test', ADMIN_PASSWORD: 'another long passphrase' })),
    ).toEqual({
      created: false,
      reason: 'exists',
    });
    expect(await superAdmins()).toEqual(['ops@prod.test']);
  });
});

describe('seeding a production database', () => {
  it('is refused without SEED_SAMPLE_DATA=true', () => {
    expect(() => resolveAdminPassword(production({ SEED_ADMIN_PASSWORD: 'whatever-it-is-123' }))).toThrow(
      'Refusing to seed sample tenants into a production database: set SEED_SAMPLE_DATA=true to do it anyway.',
    );
  });

  it('with SEED_SAMPLE_DATA=true gives every sample account a random password (none shared, none printed)', () => {
    expect(resolveAdminPassword(production({ SEED_SAMPLE_DATA: 'true', SEED_ADMIN_PASSWORD: 'shared-password-1' }))).toEqual({
      password: null,
      source: 'random-per-account',
    });
  });

  it('in development uses SEED_ADMIN_PASSWORD, else the printed default', () => {
    expect(resolveAdminPassword({ SEED_ADMIN_PASSWORD: 'dev-pass-123' } as unknown as NodeJS.ProcessEnv)).toEqual({
      password: 'dev-pass-123',
      source: 'SEED_ADMIN_PASSWORD',
    });
    expect(resolveAdminPassword({} as unknown as NodeJS.ProcessEnv)).toEqual({ password: 'admin12345', source: 'development-default' });
  });
});

describe('the CMS refuses to start in production with unsafe settings (issue 39)', () => {
  const deployment = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://localhost/x',
    PAYLOAD_SECRET: 'a-production-payload-secret',
    CMS_URL: 'https://cms.example.com',
    SITE_URL: 'https://site.example.com',
    REVALIDATE_SECRET: 'a-production-revalidate-secret',
    LEADS_API_KEY: 'a-production-leads-api-key-0123456789',
  } as NodeJS.ProcessEnv;
  const problemsOf = (env: Record<string, string | undefined>) => {
    try {
      cmsEnv({ ...deployment, ...env } as NodeJS.ProcessEnv);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('starts with its own secrets', () => {
    expect(problemsOf({})).toBe('');
  });

  it('refuses a short REVALIDATE_SECRET', () => {
    expect(problemsOf({ REVALIDATE_SECRET: 'too-short-secret' })).toContain('REVALIDATE_SECRET must be at least 24 characters');
  });

  it('refuses the published development secrets, even set explicitly, naming each', () => {
    const message = problemsOf({
      PAYLOAD_SECRET: 'development-only-payload-secret-change-me',
      REVALIDATE_SECRET: 'development-only-revalidate-secret',
    });
    expect(message).toContain('PAYLOAD_SECRET is the development default published with this project: set your own');
    expect(message).toContain('REVALIDATE_SECRET is the development default published with this project: set your own');
  });

  it('refuses the development SMS adapter, whose codes never reach a shopper', () => {
    expect(problemsOf({ SMS_ADAPTER: 'embedded' })).toContain(
      'SMS_ADAPTER=embedded is for development only (sign-in codes would go to the log, not to shoppers): set SMS_WEBHOOK_URL',
    );
    expect(problemsOf({ SMS_ADAPTER: 'embedded', SMS_WEBHOOK_URL: 'https://sms.example.com/send' })).toBe('');
  });

  it('lets `npm start` on a developer machine (APP_ENV=development) use the development SMS adapter', () => {
    expect(problemsOf({ SMS_ADAPTER: 'embedded', APP_ENV: 'development' })).toBe('');
  });
});
