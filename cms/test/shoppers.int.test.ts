/**
 * Issue 14, the CMS half: shoppers sign in with a code texted to their mobile and keep a
 * watchlist. Real PostgreSQL, the real REST handlers, and a real HTTP server as the SMS webhook
 * (so the codes travel through the real adapter). Each guarantee sits next to its refusals.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from '@payloadcms/db-postgres';
import { canAccessAdmin, type Payload } from 'payload';
import { OTP_TEXTS, PHONE_TEXTS } from '@dealer/domain/shoppers';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let webhook: http.Server;
/** What the SMS webhook received, oldest first. */
const texts: { to: string; text: string; tenant: string; authorization?: string }[] = [];
const ids = {} as Record<
  'coast' | 'harbour' | 'coastDealer' | 'harbourDealer' | 'coastCar' | 'coastCar2' | 'hiddenCar' | 'harbourCar',
  number
>;
const staff = {} as Record<'editor' | 'admin', string>;
const SITE = siteLeadsAuthorization();
const SMS_KEY = 'test-sms-provider-key-123';

// Numbers of this file only: the send limits count across tenants and test files share a database.
const JO = '0412 345 601';
const JO_E164 = '+61412345601';
const SAM = '0412 345 602';

let stockCounter = 0;
async function car(tenant: number, dealership: number, extra: Record<string, unknown> = {}): Promise<number> {
  stockCounter += 1;
  const doc = await payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `Shopper test car ${stockCounter}`,
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `SHOP${stockCounter}`,
      price: 25_990,
      primary_image_url: `https://images.example/car-${stockCounter}.jpg`,
      ...extra,
    } as never,
    context: { disableRevalidate: true },
  });
  return doc.id;
}

const post = (path: string, body: unknown, authorization?: string) =>
  rest('POST', `shoppers/${path}`, { body, headers: authorization ? { authorization } : {} });
const asShopper = (token: string) => `Shopper ${token}`;

const sendCode = (phone: string, { tenant = 'shop-coast', ip = '203.0.113.10' } = {}) => post('send-code', { tenant, phone, ip }, SITE);
/** The code of the latest SMS to `e164`. */
function lastCodeTo(e164: string): string {
  const sms = [...texts].reverse().find((message) => message.to === e164);
  const code = /^(\d{6}) /.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was texted to ${e164}`);
  return code;
}
const verify = (phone: string, code: string, tenant = 'shop-coast', extra: Record<string, unknown> = {}) =>
  post('verify-code', { tenant, phone, code, ...extra }, SITE);

/** Sends a code and signs in with it: the session token. */
async function signIn(phone: string, { tenant = 'shop-coast', ip = '203.0.113.10' } = {}): Promise<string> {
  const sent = await sendCode(phone, { tenant, ip });
  expect(sent.status).toBe(201);
  const verified = await verify(phone, lastCodeTo(sent.json.phone), tenant);
  expect(verified.status).toBe(200);
  return verified.json.session;
}

/** Wipes this file's send history, so that each test starts within the limits. */
const forgetSends = () => payload.db.drizzle.execute(sql`delete from sign_in_codes`);
const latestCodeRow = async (e164: string) =>
  (await payload.db.drizzle.execute(sql`select * from sign_in_codes where phone = ${e164} order by id desc limit 1`)).rows[0] as
    | Record<string, unknown>
    | undefined;
const entriesOf = async (shopperId: number) =>
  (await payload.count({ collection: 'watchlist-entries', where: { shopper: { equals: shopperId } } })).totalDocs;
const shopperIdOf = async (token: string) => (await post('me', { tenant: 'shop-coast' }, asShopper(token))).json.shopper.id as number;

beforeAll(async () => {
  webhook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      texts.push({ ...JSON.parse(body), authorization: req.headers.authorization });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`;
  process.env.SMS_API_KEY = SMS_KEY;

  payload = await startTestPayload();
  ids.coast = (await createTestTenant(payload, 'shop-coast')).id;
  await payload.update({ collection: 'tenants', id: ids.coast, data: { name: 'Coastline Motor Group' } });
  ids.harbour = (await createTestTenant(payload, 'shop-harbour')).id;
  ids.coastDealer = (await payload.create({ collection: 'dealerships', data: { tenant: ids.coast, name: 'Coastline Toyota' } })).id;
  ids.harbourDealer = (await payload.create({ collection: 'dealerships', data: { tenant: ids.harbour, name: 'Harbour Mazda' } })).id;
  ids.coastCar = await car(ids.coast, ids.coastDealer);
  ids.coastCar2 = await car(ids.coast, ids.coastDealer, { price: 31_500 });
  ids.hiddenCar = await car(ids.coast, ids.coastDealer, { show_on_dealer_website: false });
  ids.harbourCar = await car(ids.harbour, ids.harbourDealer);
  const password = 'test-password-123';
  const user = async (email: string, roles: string[]) => {
    await payload.create({ collection: 'users', data: { email, password, tenants: [{ tenant: ids.coast, roles }] } as never });
    return `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token!}`;
  };
  staff.editor = await user('editor@shop-coast.test', ['tenant-editor']);
  staff.admin = await user('admin@shop-coast.test', ['tenant-admin']);
});

afterAll(async () => {
  await stopTestPayload(payload);
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
  delete process.env.SMS_WEBHOOK_URL;
  delete process.env.SMS_API_KEY;
});

beforeEach(async () => {
  await forgetSends();
});

describe('POST /api/shoppers/send-code (the site’s service account)', () => {
  it('texts a 6-digit code through the webhook and stores only its keyed hash', async () => {
    const { status, json } = await sendCode(JO);
    expect(status).toBe(201);
    expect(json).toEqual({ sent: true, phone: JO_E164, phone_display: JO, expires_at: expect.any(String) });
    expect(Date.parse(json.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    const sms = texts.at(-1)!;
    expect(sms).toEqual({
      to: JO_E164,
      text: expect.stringMatching(/^\d{6} is your Coastline Motor Group sign-in code\. It expires in 10 minutes\.$/),
      tenant: 'shop-coast',
      authorization: `Bearer ${SMS_KEY}`,
    });
    const row = (await latestCodeRow(JO_E164))!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(String(row.code_hash)).not.toContain(lastCodeTo(JO_E164));
    expect([row.tenant_id, row.ip, row.sms_status, Number(row.checks), row.used_at]).toEqual([ids.coast, '203.0.113.10', 'sent', 0, null]);
  });

  it.each([
    ['07 3123 4567', PHONE_TEXTS.invalid],
    ['+64 21 123 4567', PHONE_TEXTS.otherCountry],
    ['', PHONE_TEXTS.required],
  ])('refuses %j with the domain’s message, sending nothing', async (phone, message) => {
    const before = texts.length;
    const { status, json } = await sendCode(phone);
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'Please fix the following errors:', errors: [{ field: 'phone', message }] });
    expect(texts.length).toBe(before);
  });

  it('refuses bad bodies: 400 naming the fields, 413 over 4 KB, 404 for an unknown tenant', async () => {
    const bad = await post('send-code', { tenant: 'shop-coast', phone: JO, ip: '203.0.113.1 ', extra: 1 }, SITE);
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((error: { field: string }) => error.field).sort()).toEqual(['extra', 'ip']);
    const notJson = await rest('POST', 'shoppers/send-code', { rawBody: '{', headers: { authorization: SITE } });
    expect([notJson.status, notJson.json.errors[0].field]).toEqual([400, 'body']);
    const large = await post('send-code', { tenant: 'shop-coast', phone: JO, ip: '203.0.113.10', pad: 'x'.repeat(5000) }, SITE);
    expect(large.status).toBe(413);
    const unknown = await sendCode(JO, { tenant: 'no-such-dealer' });
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'No such site' }]);
  });

  it('answers 401 without the site’s key and 403 to staff and shoppers', async () => {
    const body = { tenant: 'shop-coast', phone: JO, ip: '203.0.113.10' };
    expect((await post('send-code', body)).status).toBe(401);
    expect((await post('send-code', body, siteLeadsAuthorization('a-made-up-key-0123456789abcdef'))).status).toBe(401);
    expect((await post('send-code', body, staff.admin)).status).toBe(403);
    const token = await signIn(SAM);
    expect((await post('send-code', body, asShopper(token))).status).toBe(403);
  });
});

describe('send limits (issue 14: per number and per IP)', () => {
  it('the 4th code within 10 minutes for one number is refused with Retry-After, whatever the tenant', async () => {
    for (const tenant of ['shop-coast', 'shop-harbour', 'shop-coast']) expect((await sendCode(JO, { tenant })).status).toBe(201);
    const before = texts.length;
    const refused = await sendCode(JO, { ip: '203.0.113.77' });
    expect(refused.status).toBe(429);
    expect(refused.json.retry_after_seconds).toBeGreaterThan(500);
    expect(refused.json.retry_after_seconds).toBeLessThanOrEqual(600);
    expect(refused.json.error).toBe('Too many codes sent. Please try again in 10 minutes.');
    expect(texts.length).toBe(before);
    // The header (the REST helper keeps only the body).
    const raw = await rawPost('send-code', { tenant: 'shop-coast', phone: JO, ip: '203.0.113.78' }, SITE);
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe(String((await raw.json()).retry_after_seconds));
  });

  it('parallel sends cannot pass the limit (they take turns on the number’s lock)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => sendCode(JO, { ip: `198.51.100.${i + 1}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('one IP may ask for 10 codes in an hour, for any numbers', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i++) expect((await sendCode(`0413 000 0${10 + i}`, { ip })).status).toBe(201);
    const refused = await sendCode('0413 000 050', { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^Too many codes sent\. Please try again in \d+ minutes\.$/);
    expect((await sendCode('0413 000 050', { ip: '192.0.2.45' })).status).toBe(201);
  });

  it('SIGN_IN_CODES_PER_IP_PER_HOUR sets the per-address limit (the e2e stack raises it); a bad value keeps 10', async () => {
    try {
      process.env.SIGN_IN_CODES_PER_IP_PER_HOUR = '2';
      const ip = '192.0.2.60';
      expect((await sendCode('0413 000 061', { ip })).status).toBe(201);
      expect((await sendCode('0413 000 062', { ip })).status).toBe(201);
      expect((await sendCode('0413 000 063', { ip })).status).toBe(429);
      process.env.SIGN_IN_CODES_PER_IP_PER_HOUR = 'lots';
      const other = '192.0.2.61';
      for (let i = 0; i < 10; i++) expect((await sendCode(`0413 000 1${10 + i}`, { ip: other })).status).toBe(201);
      expect((await sendCode('0413 000 150', { ip: other })).status).toBe(429);
    } finally {
      delete process.env.SIGN_IN_CODES_PER_IP_PER_HOUR;
    }
  });
});

describe('POST /api/shoppers/verify-code', () => {
  it('signs in with the right code: a session token (stored hashed), the shopper and a 30-day expiry', async () => {
    await sendCode(JO);
    const { status, json } = await verify(JO, lastCodeTo(JO_E164), 'shop-coast', { user_agent: `Mozilla/5.0 ${'x'.repeat(600)}` });
    expect(status).toBe(200);
    expect(json).toEqual({
      session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
      shopper: { id: expect.any(Number), phone: JO_E164, phone_display: JO },
    });
    const days = (Date.parse(json.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const { docs } = await payload.find({
      collection: 'shopper-sessions',
      where: { shopper: { equals: json.shopper.id } },
      sort: '-id',
      limit: 1,
    });
    expect(docs[0]!.token_hash).toBe(createHash('sha256').update(json.session).digest('hex'));
    expect(docs[0]!.user_agent).toHaveLength(500);
    const me = await post('me', { tenant: 'shop-coast' }, asShopper(json.session));
    expect(me.status).toBe(200);
    // /me adds the alert settings: a new shopper has no email and alerts on.
    expect(me.json.shopper).toEqual({ ...json.shopper, email: null, alerts: true });
  });

  it('signing in again is the same shopper; the same number on another tenant’s site is another shopper', async () => {
    const first = await shopperIdOf(await signIn(SAM));
    const again = await shopperIdOf(await signIn(SAM));
    expect(again).toBe(first);
    const harbourToken = await signIn(SAM, { tenant: 'shop-harbour' });
    const harbour = await post('me', { tenant: 'shop-harbour' }, asShopper(harbourToken));
    expect(harbour.json.shopper.id).not.toBe(first);
    expect((await payload.count({ collection: 'shoppers', where: { phone: { equals: '+61412345602' } } })).totalDocs).toBe(2);
  });

  it('brute force stops after 5 tries: 5 wrong codes lock it, and the right one is then refused', async () => {
    await sendCode(JO);
    const right = lastCodeTo(JO_E164);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(JO, wrong)).json);
    expect(answers).toEqual([
      { error: 'That code is not right. You have 4 tries left.', reason: 'wrong-code', remaining: 4 },
      { error: 'That code is not right. You have 3 tries left.', reason: 'wrong-code', remaining: 3 },
      { error: 'That code is not right. You have 2 tries left.', reason: 'wrong-code', remaining: 2 },
      { error: 'That code is not right. You have 1 try left.', reason: 'wrong-code', remaining: 1 },
      { error: 'Too many tries. Please ask for a new code.', reason: 'locked' },
    ]);
    const afterwards = await verify(JO, right);
    expect([afterwards.status, afterwards.json]).toEqual([400, { error: OTP_TEXTS.locked, reason: 'locked' }]);
    expect(Number((await latestCodeRow(JO_E164))!.checks)).toBe(5);
  });

  it('parallel wrong guesses share the 5 checks (the challenge row is locked)', async () => {
    await sendCode(JO);
    const right = lastCodeTo(JO_E164);
    const guesses = Array.from({ length: 8 }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(JO, guess)));
    expect(answers.filter((answer) => answer.json.reason === 'wrong-code')).toHaveLength(4);
    expect(answers.filter((answer) => answer.json.reason === 'locked')).toHaveLength(4);
    expect((await verify(JO, right)).json.reason).toBe('locked');
  });

  it('an expired code fails, even the right one', async () => {
    await sendCode(JO);
    await payload.db.drizzle.execute(sql`update sign_in_codes set expires_at = now() - interval '1 second' where phone = ${JO_E164}`);
    const { status, json } = await verify(JO, lastCodeTo(JO_E164));
    expect([status, json]).toEqual([400, { error: 'That code has expired. Please ask for a new one.', reason: 'expired' }]);
  });

  it('a code works once: reusing it fails', async () => {
    await sendCode(JO);
    const code = lastCodeTo(JO_E164);
    expect((await verify(JO, code)).status).toBe(200);
    const reused = await verify(JO, code);
    expect([reused.status, reused.json]).toEqual([
      400,
      { error: 'That code has already been used. Please ask for a new one.', reason: 'used' },
    ]);
  });

  it('only the latest code counts: a new send supersedes the previous one', async () => {
    await sendCode(JO);
    const first = lastCodeTo(JO_E164);
    await sendCode(JO);
    const second = lastCodeTo(JO_E164);
    if (first !== second) expect((await verify(JO, first)).json.reason).toBe('wrong-code');
    expect((await verify(JO, second)).status).toBe(200);
  });

  it('a number that was never sent a code (on this site) is told to ask for one', async () => {
    await sendCode(JO, { tenant: 'shop-harbour' });
    const { status, json } = await verify(JO, lastCodeTo(JO_E164), 'shop-coast');
    expect([status, json]).toEqual([400, { error: 'Please ask for a code first.', reason: 'no-code' }]);
  });

  it('refuses a malformed code and number with field messages, before looking anything up', async () => {
    const { status, json } = await verify('07 3123 4567', '12345');
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'phone', message: PHONE_TEXTS.invalid },
      { field: 'code', message: OTP_TEXTS.invalidFormat },
    ]);
    expect((await verify(JO, ' 123 456 ')).json.reason).toBe('no-code');
  });

  it('answers 401 without the site’s key, 403 to staff and shoppers, 404 for an unknown tenant', async () => {
    const body = { tenant: 'shop-coast', phone: JO, code: '123456' };
    expect((await post('verify-code', body)).status).toBe(401);
    expect((await post('verify-code', body, staff.editor)).status).toBe(403);
    expect((await post('verify-code', body, asShopper(await signIn(SAM)))).status).toBe(403);
    expect((await verify(JO, '123456', 'no-such-dealer')).status).toBe(404);
  });
});

describe('the shopper’s session (Authorization: Shopper <token>)', () => {
  const me = (authorization?: string, tenant = 'shop-coast') => post('me', { tenant }, authorization);

  it.each([
    ['no header', undefined],
    ['a made-up token', 'Shopper AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', 'Shopper not-a-token'],
  ])('%s: 401 "Please sign in." on every shopper endpoint', async (_, authorization) => {
    for (const path of ['me', 'watchlist/list', 'watchlist/save', 'watchlist/remove']) {
      const { status, json } = await post(path, { tenant: 'shop-coast', phone_number: JO, car_id: ids.coastCar }, authorization);
      expect([path, status, json]).toEqual([path, 401, { error: 'Please sign in.', success: false }]);
    }
  });

  it('a session of another tenant’s site is no session here (401, the same answer)', async () => {
    const token = await signIn(JO);
    expect((await me(asShopper(token))).status).toBe(200);
    const other = await me(asShopper(token), 'shop-harbour');
    expect([other.status, other.json]).toEqual([401, { error: 'Please sign in.', success: false }]);
    const save = await post('watchlist/save', { tenant: 'shop-harbour', phone_number: JO, car_id: ids.harbourCar }, asShopper(token));
    expect(save.status).toBe(401);
  });

  it('staff JWTs and the site’s key are not sessions: 403', async () => {
    for (const authorization of [staff.editor, staff.admin, SITE]) {
      for (const path of ['me', 'sign-out', 'watchlist/list', 'watchlist/save', 'watchlist/remove']) {
        const { status, json } = await post(path, { tenant: 'shop-coast', phone_number: JO, car_id: ids.coastCar }, authorization);
        expect([path, status, json.success]).toEqual([path, 403, false]);
      }
    }
  });

  it('an expired session is refused; last_used_at is written at most hourly', async () => {
    const token = await signIn(JO);
    const hash = createHash('sha256').update(token).digest('hex');
    const lastUsed = async () =>
      (
        (await payload.db.drizzle.execute(sql`select last_used_at from shopper_sessions where token_hash = ${hash}`)).rows[0] as {
          last_used_at: Date | null;
        }
      ).last_used_at;
    await me(asShopper(token));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await me(asShopper(token));
    expect(await lastUsed()).toEqual(first);
    await payload.db.drizzle.execute(sql`update shopper_sessions set expires_at = now() - interval '1 second' where token_hash = ${hash}`);
    expect((await me(asShopper(token))).status).toBe(401);
  });

  it('unknown tenant: 404; a body that is not JSON: 400', async () => {
    const token = await signIn(JO);
    expect((await me(asShopper(token), 'no-such-dealer')).status).toBe(404);
    const notJson = await rest('POST', 'shoppers/me', { rawBody: 'tenant=shop-coast', headers: { authorization: asShopper(token) } });
    expect(notJson.status).toBe(400);
  });

  it('a shopper’s token opens nothing else: staff collections, the shoppers list, the admin', async () => {
    const authorization = asShopper(await signIn(JO));
    for (const path of [
      'leads',
      'users',
      'shoppers',
      'watchlist-entries',
      'sign-in-codes',
      'shopper-sessions',
      'trade-ins',
      'payload-jobs',
    ]) {
      const { status, json } = await rest('GET', `${path}?limit=5`, { headers: { authorization } });
      expect([path, status, json?.docs ?? []]).toEqual([path, 403, []]);
    }
    const access = await rest('GET', 'access', { headers: { authorization } });
    expect(access.json.canAccessAdmin ?? false).toBe(false);
    const shopper = await shopperIdOf(authorization.slice('Shopper '.length));
    await expect(canAccessAdmin({ req: { user: { id: shopper, collection: 'shoppers' }, payload } as never })).rejects.toThrow(
      'Unauthorized',
    );
    const updated = await rest('PATCH', `shoppers/${shopper}`, {
      headers: { authorization },
      body: { phone: '+61400000000' },
    });
    expect(updated.status).toBe(403);
    const created = await rest('POST', 'watchlist-entries', { headers: { authorization }, body: { car: ids.coastCar } });
    expect(created.status).toBe(403);
    // Payload's own auth endpoints of the collection give a shopper nothing either.
    const payloadMe = await rest('GET', 'shoppers/me', { headers: { authorization } });
    expect([payloadMe.status, payloadMe.json?.user ?? null]).toEqual([403, null]);
    expect(
      (await rest('POST', 'shoppers/login', { headers: { authorization }, body: { email: 'x@y.z', password: 'x' } })).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('sign-out deletes only that session, and is idempotent', async () => {
    const token = await signIn(JO);
    const other = await signIn(JO);
    const out = await post('sign-out', { tenant: 'shop-coast' }, asShopper(token));
    expect([out.status, out.json]).toEqual([200, { signed_out: true }]);
    expect((await me(asShopper(token))).status).toBe(401);
    expect((await me(asShopper(other))).status).toBe(200);
    expect((await post('sign-out', { tenant: 'shop-coast' }, asShopper(token))).json).toEqual({ signed_out: true });
    expect((await post('sign-out', { tenant: 'shop-coast' })).status).toBe(200);
    // Signing out of another tenant's site leaves this one's session alone.
    expect((await post('sign-out', { tenant: 'shop-harbour' }, asShopper(other))).status).toBe(200);
    expect((await me(asShopper(other))).status).toBe(200);
  });
});

describe('the watchlist', () => {
  const change = (path: 'save' | 'remove', token: string, body: Record<string, unknown>) =>
    post(`watchlist/${path}`, { tenant: 'shop-coast', phone_number: JO, ...body }, asShopper(token));

  it('saves a listed car once with its price, lists it, and removes it (both idempotent)', async () => {
    const token = await signIn(JO);
    const shopper = await shopperIdOf(token);
    expect((await change('save', token, { car_id: ids.coastCar })).json).toEqual({ success: true });
    expect((await change('save', token, { car_id: String(ids.coastCar) })).json).toEqual({ success: true });
    expect(await entriesOf(shopper)).toBe(1);
    const { docs } = await payload.find({ collection: 'watchlist-entries', where: { shopper: { equals: shopper } } });
    expect(docs[0]!.saved_price).toBe(25_990);
    expect((await post('me', { tenant: 'shop-coast' }, asShopper(token))).json.watchlist).toEqual([ids.coastCar]);
    expect((await change('remove', token, { car_id: ids.coastCar })).json).toEqual({ success: true });
    expect((await change('remove', token, { car_id: ids.coastCar })).json).toEqual({ success: true });
    expect(await entriesOf(shopper)).toBe(0);
  });

  it.each([
    ['another shopper’s number', SAM],
    ['a number that is not a mobile', '07 3123 4567'],
    ['another country’s mobile', '+64 21 123 4567'],
  ])('refuses a save or remove with %s (403) and writes nothing', async (_, phoneNumber) => {
    await signIn(SAM);
    const token = await signIn(JO);
    const shopper = await shopperIdOf(token);
    await change('save', token, { car_id: ids.coastCar2 });
    for (const path of ['save', 'remove'] as const) {
      const { status, json } = await change(path, token, { phone_number: phoneNumber, car_id: ids.coastCar });
      expect([status, json]).toEqual([403, { success: false, message: 'You can only change your own watchlist.' }]);
    }
    expect((await change('remove', token, { phone_number: phoneNumber, car_id: ids.coastCar2 })).status).toBe(403);
    const { docs } = await payload.find({ collection: 'watchlist-entries', where: { shopper: { equals: shopper } } });
    expect(docs.map((entry) => (typeof entry.car === 'object' ? entry.car?.id : entry.car))).toEqual([ids.coastCar2]);
    await change('remove', token, { car_id: ids.coastCar2 });
  });

  it('the number may be typed any way the tenant’s country writes it', async () => {
    const token = await signIn(JO);
    expect((await change('save', token, { phone_number: '+61 412 345 601', car_id: ids.coastCar })).status).toBe(200);
    expect((await change('remove', token, { phone_number: '0412345601', car_id: ids.coastCar })).status).toBe(200);
  });

  it('refuses another tenant’s car, an unlisted car and a car that does not exist (404); a bad car id is 400', async () => {
    const token = await signIn(JO);
    for (const car_id of [ids.harbourCar, ids.hiddenCar, 99_999_999]) {
      const { status, json } = await change('save', token, { car_id });
      expect([status, json]).toEqual([404, { success: false, message: 'This car is no longer available.' }]);
    }
    expect(await entriesOf(await shopperIdOf(token))).toBe(0);
    for (const car_id of [0, -1, 1.5, 'abc', null]) {
      const { status, json } = await change('save', token, { car_id });
      expect([status, json.success, json.message, json.errors]).toEqual([
        400,
        false,
        'Please fix the following errors:',
        [{ field: 'car_id', message: 'The car id must be a positive whole number' }],
      ]);
    }
  });

  it('survives sign-out and sign-in', async () => {
    const token = await signIn(JO);
    await change('save', token, { car_id: ids.coastCar2 });
    expect((await post('sign-out', { tenant: 'shop-coast' }, asShopper(token))).status).toBe(200);
    expect((await post('me', { tenant: 'shop-coast' }, asShopper(token))).status).toBe(401);
    const again = await signIn(JO);
    expect(again).not.toBe(token);
    const { status, json } = await post('me', { tenant: 'shop-coast' }, asShopper(again));
    expect(status).toBe(200);
    expect(json.watchlist).toContain(ids.coastCar2);
    await change('remove', again, { car_id: ids.coastCar2 });
  });

  it('lists the cars’ live state, newest first: price now, hidden, deleted', async () => {
    const token = await signIn(JO);
    const priced = await car(ids.coast, ids.coastDealer, { price: 40_000 });
    const hidden = await car(ids.coast, ids.coastDealer, { price: 20_000 });
    const deleted = await car(ids.coast, ids.coastDealer);
    for (const car_id of [priced, hidden, deleted]) expect((await change('save', token, { car_id })).status).toBe(200);
    await payload.update({ collection: 'cars', id: priced, data: { price: 37_500 }, context: { disableRevalidate: true } });
    await payload.update({
      collection: 'cars',
      id: hidden,
      data: { status: 'sold', show_on_dealer_website: false },
      context: { disableRevalidate: true },
    });
    await payload.delete({ collection: 'cars', id: deleted, context: { disableRevalidate: true } });

    const { status, json } = await post('watchlist/list', { tenant: 'shop-coast' }, asShopper(token));
    expect(status).toBe(200);
    expect(json.entries.map((entry: { car_id: number | null }) => entry.car_id)).toEqual([null, hidden, priced]);
    const [gone, sold, cheaper] = json.entries;
    expect(gone).toEqual({ car_id: null, saved_at: expect.any(String), saved_price: 25_990, car: null });
    expect(sold.car).toMatchObject({ id: hidden, status: 'sold', listed: false, price: 20_000 });
    expect(cheaper).toEqual({
      car_id: priced,
      saved_at: expect.any(String),
      saved_price: 40_000,
      car: {
        id: priced,
        slug: expect.any(String),
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent',
        price: 37_500,
        status: 'in_stock',
        listed: true,
        image_url: expect.stringMatching(/^https:\/\/images\.example\/car-\d+\.jpg$/),
      },
    });
    // /me names only cars that still exist.
    expect((await post('me', { tenant: 'shop-coast' }, asShopper(token))).json.watchlist).toEqual([hidden, priced]);
    // A car no longer listed can still be removed.
    expect((await change('remove', token, { car_id: hidden })).status).toBe(200);
  });
});

describe('staff and shoppers', () => {
  it('the tenant’s staff read its shoppers and watchlists, write nothing; a tenant admin deletes a shopper with their data', async () => {
    const token = await signIn(JO);
    const shopper = await shopperIdOf(token);
    await post('watchlist/save', { tenant: 'shop-coast', phone_number: JO, car_id: ids.coastCar }, asShopper(token));
    const listed = await rest('GET', 'shoppers?limit=50&depth=0', { headers: { authorization: staff.editor } });
    expect(listed.status).toBe(200);
    expect(listed.json.docs.map((doc: { phone: string }) => doc.phone)).toContain(JO_E164);
    expect(listed.json.docs.every((doc: { tenant: number }) => doc.tenant === ids.coast)).toBe(true);
    const entries = await rest('GET', `watchlist-entries?where[shopper][equals]=${shopper}`, { headers: { authorization: staff.editor } });
    expect(entries.json.docs.length).toBeGreaterThan(0);
    expect(entries.json.docs).toHaveLength(await entriesOf(shopper));
    expect((await rest('GET', 'sign-in-codes', { headers: { authorization: staff.admin } })).status).toBe(403);
    expect((await rest('GET', 'shopper-sessions', { headers: { authorization: staff.admin } })).status).toBe(403);
    expect(
      (await rest('PATCH', `shoppers/${shopper}`, { headers: { authorization: staff.admin }, body: { phone: '+61400000000' } })).status,
    ).toBe(403);
    expect((await rest('DELETE', `shoppers/${shopper}`, { headers: { authorization: staff.editor } })).status).toBe(403);

    const deleted = await rest('DELETE', `shoppers/${shopper}`, { headers: { authorization: staff.admin } });
    expect(deleted.status).toBe(200);
    expect(await entriesOf(shopper)).toBe(0);
    expect((await payload.count({ collection: 'shopper-sessions', where: { shopper: { equals: shopper } } })).totalDocs).toBe(0);
    expect((await post('me', { tenant: 'shop-coast' }, asShopper(token))).status).toBe(401);
  });
});

/** The handler's own Response (headers included), for Retry-After. */
async function rawPost(path: string, body: unknown, authorization: string): Promise<Response> {
  const { REST_POST } = await import('@payloadcms/next/routes');
  const config = (await import('@payload-config')).default;
  const handler = REST_POST(config) as (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
  const request = new Request(`http://localhost:3001/api/shoppers/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ slug: ['shoppers', ...path.split('/')] }) });
}
