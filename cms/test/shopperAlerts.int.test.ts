/**
 * Issue 14, price-drop alerts ("Done when: a price drop on a watched car produces exactly one
 * alert"): the job that finds drops and sends them, its texts, the one-click stop link and who may
 * read the alerts. Real PostgreSQL, the real REST handlers, a real HTTP server as the SMS webhook
 * and a real SMTP server as the mailbox.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Payload } from 'payload';
import { closeAlertMailTransports } from '../src/shoppers/alerts/alertMailer';
import { carTitle, priceDropEmail, priceDropSmsText, type PriceDropFacts } from '../src/shoppers/alerts/priceDropText';
import { ALERT_MAX_ATTEMPTS, sendShopperAlerts } from '../src/shoppers/alerts/sendShopperAlerts';
import { readStopAlertsToken, stopAlertsToken } from '../src/shoppers/alerts/stopToken';
import { newSessionToken, sessionExpiresAt, sessionTokenHash } from '../src/shoppers/secrets';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const ids = {} as Record<'coast' | 'harbour' | 'coastDealer' | 'harbourDealer', number>;
const staff = {} as Record<'coastEditor' | 'harbourEditor', string>;
const SITE = siteLeadsAuthorization();
/** PAYLOAD_SECRET of the tests (setupWorkerDatabase.mjs): the stop token's key. */
const SECRET = 'integration-test-secret-0123456789';
/** The tests' SITE_URL is local (setupWorkerDatabase.mjs): each tenant at {slug}.localhost on its port. */
const COAST_ORIGIN = 'http://alert-coast.localhost:9';

// ---- The SMS provider's webhook ----
let smsAnswer = 202;
const texts: { to: string; text: string; tenant: string }[] = [];
const webhook = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (smsAnswer < 300) texts.push(JSON.parse(body));
    res.writeHead(smsAnswer, { 'content-type': 'application/json' }).end('{}');
  });
});

// ---- The mailbox ----
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        mails.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

let counter = 0;
const nextPhone = () => `+6141277${String(++counter).padStart(4, '0')}`;

/** A listed car of the tenant, a shopper and their watchlist entry saved at the car's price. */
async function watch({
  price = 25_990,
  email,
  tenant = ids.coast,
  dealership = ids.coastDealer,
  car: carExtra = {},
}: { price?: number; email?: string; tenant?: number; dealership?: number; car?: Record<string, unknown> } = {}) {
  const n = ++counter;
  const car = await payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `Alert test car ${n}`,
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `ALERT${n}`,
      price,
      ...carExtra,
    } as never,
    context: { disableRevalidate: true },
  });
  const phone = nextPhone();
  const shopper = await payload.create({ collection: 'shoppers', data: { tenant, phone, ...(email ? { email } : {}) } });
  const entry = await payload.create({
    collection: 'watchlist-entries',
    data: { tenant, shopper: shopper.id, car: car.id, saved_price: price },
  });
  return { carId: car.id, carSlug: car.slug!, shopperId: shopper.id, entryId: entry.id, phone };
}

const setPrice = (carId: number, price: number, extra: Record<string, unknown> = {}) =>
  payload.update({ collection: 'cars', id: carId, data: { price, ...extra } as never, context: { disableRevalidate: true } });
const alertsOf = async (entryId: number) =>
  (
    await payload.find({
      collection: 'shopper-alerts',
      where: { watchlist_entry: { equals: entryId } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs;
const textsTo = (phone: string) => texts.filter((text) => text.to === phone).map((text) => text.text);
const alertedPrice = async (entryId: number) =>
  (await payload.findByID({ collection: 'watchlist-entries', id: entryId, depth: 0 })).alerted_price ?? null;
/** A pass of the job with room for every test file's leftovers in this worker's database. */
const runJob = () => sendShopperAlerts(payload, new Date(), { maxSends: 1_000 });
const stop = (body: Record<string, unknown>, authorization?: string) =>
  rest('POST', 'shoppers/alerts/stop', { body, headers: authorization ? { authorization } : {} });

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  payload = await startTestPayload();
  ids.coast = (await createTestTenant(payload, 'alert-coast')).id;
  await payload.update({
    collection: 'tenants',
    id: ids.coast,
    data: { name: 'Coastline Motor Group', domains: [{ domain: 'alert-coast.example.com.au' }] },
  });
  ids.harbour = (await createTestTenant(payload, 'alert-harbour')).id;
  ids.coastDealer = (await payload.create({ collection: 'dealerships', data: { tenant: ids.coast, name: 'Coastline Toyota' } })).id;
  ids.harbourDealer = (await payload.create({ collection: 'dealerships', data: { tenant: ids.harbour, name: 'Harbour Mazda' } })).id;
  const password = 'test-password-123';
  const user = async (email: string, tenant: number) => {
    await payload.create({ collection: 'users', data: { email, password, tenants: [{ tenant, roles: ['tenant-editor'] }] } as never });
    return `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token!}`;
  };
  staff.coastEditor = await user('editor@alert-coast.test', ids.coast);
  staff.harbourEditor = await user('editor@alert-harbour.test', ids.harbour);
});

afterAll(async () => {
  delete process.env.SMS_WEBHOOK_URL;
  delete process.env.SMTP_URL;
  closeAlertMailTransports();
  await stopTestPayload(payload);
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  smsAnswer = 202;
});

describe('the alert texts', () => {
  const facts = (extra: Partial<PriceDropFacts> = {}): PriceDropFacts => ({
    tenantName: 'Kiwi Cars',
    locale: 'en-NZ',
    car: { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'GX' },
    priceFrom: 25_990,
    priceTo: 24_490,
    carUrl: 'https://kiwi.nz/cars/a',
    stopUrl: 'https://kiwi.nz/alerts/stop?t=7.x',
    oneClickStopUrl: 'https://kiwi.nz/api/alerts/stop?t=7.x',
    ...extra,
  });

  it.each([
    [
      'en-AU',
      'Price drop at Kiwi Cars: 2021 Toyota Corolla GX is now $24,490 (was $25,990). https://kiwi.nz/cars/a Stop alerts: https://kiwi.nz/alerts/stop?t=7.x',
    ],
    [
      'en-NZ',
      'Price drop at Kiwi Cars: 2021 Toyota Corolla GX is now $24,490 (was $25,990). https://kiwi.nz/cars/a Stop alerts: https://kiwi.nz/alerts/stop?t=7.x',
    ],
    [
      'en-US',
      'Price drop at Kiwi Cars: 2021 Toyota Corolla GX is now $24,490 (was $25,990). https://kiwi.nz/cars/a Stop alerts: https://kiwi.nz/alerts/stop?t=7.x',
    ],
  ] as const)('the SMS in %s: the facts, then the car, then the stop link', (locale, expected) => {
    expect(priceDropSmsText(facts({ locale }))).toBe(expected);
  });

  it('the badge goes when that keeps the SMS to one segment, and only then', () => {
    // 161 characters with the badge, 158 without: one segment saved.
    const justOver = facts({ stopUrl: `https://kiwi.nz/alerts/stop?t=7.${'a'.repeat(15)}` });
    expect(priceDropSmsText(justOver)).toBe(
      `Price drop at Kiwi Cars: 2021 Toyota Corolla is now $24,490 (was $25,990). https://kiwi.nz/cars/a Stop alerts: https://kiwi.nz/alerts/stop?t=7.${'a'.repeat(15)}`,
    );
    // 189 with the badge, 186 without: two segments either way, so the badge stays.
    const long = facts({ stopUrl: `https://kiwi.nz/alerts/stop?t=7.${'a'.repeat(43)}` });
    expect(priceDropSmsText(long)).toBe(
      `Price drop at Kiwi Cars: 2021 Toyota Corolla GX is now $24,490 (was $25,990). https://kiwi.nz/cars/a Stop alerts: https://kiwi.nz/alerts/stop?t=7.${'a'.repeat(43)}`,
    );
    expect(priceDropSmsText(facts()).length).toBeLessThanOrEqual(160);
  });

  it('a car without a badge reads year make model', () => {
    expect(carTitle({ year: 2019, make: 'Mazda', model: 'CX-5', badge: null })).toBe('2019 Mazda CX-5');
    expect(carTitle({ year: 2019, make: 'Mazda', model: 'CX-5', badge: '  ' })).toBe('2019 Mazda CX-5');
  });

  it('the email: subject with the title and price, the same facts and links, and RFC 8058 one-click headers naming the site’s POST address', () => {
    expect(priceDropEmail(facts())).toEqual({
      subject: 'Price drop: 2021 Toyota Corolla GX is now $24,490',
      text:
        'The 2021 Toyota Corolla GX on your watchlist at Kiwi Cars is now $24,490 (was $25,990).\n\n' +
        'See the car: https://kiwi.nz/cars/a\n\n' +
        'You get this email because you saved this car to your watchlist on Kiwi Cars’s website.\n' +
        'Stop price alerts: https://kiwi.nz/alerts/stop?t=7.x\n',
      headers: { 'List-Unsubscribe': '<https://kiwi.nz/api/alerts/stop?t=7.x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });
});

describe('the stop token', () => {
  it('is {shopper id}.{base64url HMAC}, read back only with the same secret', () => {
    const token = stopAlertsToken(SECRET, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(readStopAlertsToken(SECRET, token)).toEqual({ ok: true, shopperId: 42 });
    expect(readStopAlertsToken('another-secret-0123456789', token)).toEqual({ ok: false, reason: 'forged' });
    expect(readStopAlertsToken(SECRET, `43.${token.slice(3)}`)).toEqual({ ok: false, reason: 'forged' });
  });

  it.each(['', 'nope', '42', '42.', '0.' + 'a'.repeat(43), '42.' + 'a'.repeat(42), '42.' + 'a'.repeat(44), '42.' + 'a'.repeat(42) + '='])(
    '%p is malformed',
    (token) => {
      expect(readStopAlertsToken(SECRET, token)).toEqual({ ok: false, reason: 'malformed' });
    },
  );
});

describe('sendShopperAlerts', () => {
  it('a price drop on a watched car produces exactly one alert: two runs, then two at once, one SMS and one row', async () => {
    const watched = await watch({ price: 25_990 });
    await setPrice(watched.carId, 24_490);
    await runJob();
    await runJob();
    await Promise.all([runJob(), runJob()]);
    const token = stopAlertsToken(SECRET, watched.shopperId);
    expect(textsTo(watched.phone)).toEqual([
      `Price drop at Coastline Motor Group: 2021 Toyota Corolla Ascent Sport is now $24,490 (was $25,990). ${COAST_ORIGIN}/cars/${watched.carSlug} Stop alerts: ${COAST_ORIGIN}/alerts/stop?t=${token}`,
    ]);
    const alerts = await alertsOf(watched.entryId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      tenant: ids.coast,
      shopper: watched.shopperId,
      car: watched.carId,
      kind: 'price-drop',
      channel: 'sms',
      price_from: 25_990,
      price_to: 24_490,
      status: 'sent',
      attempts: 1,
      dedupe_key: `price-drop:${watched.entryId}:24490:sms`,
    });
    expect(alerts[0]!.sent_at).toEqual(expect.any(String));
    expect(await alertedPrice(watched.entryId)).toBe(24_490);
  });

  it('two workers at once on a fresh drop: one SMS, one row', async () => {
    const watched = await watch({ price: 40_000 });
    await setPrice(watched.carId, 38_000);
    await Promise.all([runJob(), runJob(), runJob()]);
    expect(textsTo(watched.phone)).toHaveLength(1);
    expect(await alertsOf(watched.entryId)).toHaveLength(1);
  });

  it('a rise sends nothing and changes nothing; a drop of less than $1 neither', async () => {
    const watched = await watch({ price: 30_000 });
    await setPrice(watched.carId, 31_000);
    await runJob();
    await setPrice(watched.carId, 29_999.5);
    await runJob();
    expect(textsTo(watched.phone)).toEqual([]);
    expect(await alertsOf(watched.entryId)).toEqual([]);
    expect(await alertedPrice(watched.entryId)).toBeNull();
  });

  it('a second drop below the last alerted price sends a second alert from the alerted price; a rise in between changes nothing', async () => {
    const watched = await watch({ price: 30_000 });
    await setPrice(watched.carId, 28_000);
    await runJob();
    await setPrice(watched.carId, 29_500);
    await runJob();
    await setPrice(watched.carId, 28_000);
    await runJob();
    expect(textsTo(watched.phone)).toHaveLength(1);
    await setPrice(watched.carId, 26_500);
    await runJob();
    const alerts = await alertsOf(watched.entryId);
    expect(alerts.map((alert) => [alert.price_from, alert.price_to, alert.status])).toEqual([
      [30_000, 28_000, 'sent'],
      [28_000, 26_500, 'sent'],
    ]);
    expect(textsTo(watched.phone)[1]).toContain('is now $26,500 (was $28,000).');
    expect(await alertedPrice(watched.entryId)).toBe(26_500);
  });

  it('a shopper who stopped alerts gets nothing, and their entry keeps its reference price', async () => {
    const watched = await watch({ price: 20_000 });
    expect((await stop({ tenant: 'alert-coast', token: stopAlertsToken(SECRET, watched.shopperId) }, SITE)).status).toBe(200);
    await setPrice(watched.carId, 18_000);
    await runJob();
    expect(textsTo(watched.phone)).toEqual([]);
    expect(await alertsOf(watched.entryId)).toEqual([]);
    expect(await alertedPrice(watched.entryId)).toBeNull();
  });

  it.each([
    ['sold (status)', { status: 'sold', sold: true, sold_date_timestamp: new Date().toISOString() }],
    ['sold (flag only)', { sold: true }],
    ['off the website', { show_on_dealer_website: false }],
  ])('a car %s gets nothing', async (_name, change) => {
    const watched = await watch({ price: 22_000 });
    await setPrice(watched.carId, 19_000, change);
    await runJob();
    expect(textsTo(watched.phone)).toEqual([]);
    expect(await alertsOf(watched.entryId)).toEqual([]);
  });

  it('a webhook answering 500 leaves the row failed with attempts 1; a later run sends it (attempts 2), without a duplicate', async () => {
    const watched = await watch({ price: 33_000 });
    await setPrice(watched.carId, 31_000);
    smsAnswer = 500;
    await runJob();
    let [alert] = await alertsOf(watched.entryId);
    expect(alert).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('answered 500') });
    expect(await alertedPrice(watched.entryId)).toBe(31_000);
    smsAnswer = 202;
    await runJob();
    await runJob();
    const alerts = await alertsOf(watched.entryId);
    expect(alerts).toHaveLength(1);
    alert = alerts[0];
    expect(alert).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(textsTo(watched.phone)).toHaveLength(1);
  });

  it(`gives up after ${ALERT_MAX_ATTEMPTS} attempts and leaves the row failed`, async () => {
    const watched = await watch({ price: 15_000 });
    await setPrice(watched.carId, 14_000);
    smsAnswer = 503;
    for (let run = 0; run < ALERT_MAX_ATTEMPTS + 2; run++) await runJob();
    expect(await alertsOf(watched.entryId)).toEqual([expect.objectContaining({ status: 'failed', attempts: ALERT_MAX_ATTEMPTS })]);
    smsAnswer = 202;
    await runJob();
    expect(textsTo(watched.phone)).toEqual([]);
    expect(await alertsOf(watched.entryId)).toEqual([expect.objectContaining({ status: 'failed', attempts: ALERT_MAX_ATTEMPTS })]);
  });

  it('a shopper with an email address gets the email too: from the dealer, with the one-click unsubscribe headers', async () => {
    const watched = await watch({ price: 45_000, email: 'jo@shopper.test' });
    await setPrice(watched.carId, 42_990);
    await runJob();
    await runJob();
    expect(textsTo(watched.phone)).toHaveLength(1);
    const alerts = await alertsOf(watched.entryId);
    expect(alerts.map((alert) => [alert.channel, alert.status, alert.dedupe_key])).toEqual([
      ['sms', 'sent', `price-drop:${watched.entryId}:42990:sms`],
      ['email', 'sent', `price-drop:${watched.entryId}:42990:email`],
    ]);
    const toJo = mails.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === 'jo@shopper.test'));
    expect(toJo).toHaveLength(1);
    const mail = toJo[0]!;
    const stopUrl = `${COAST_ORIGIN}/alerts/stop?t=${stopAlertsToken(SECRET, watched.shopperId)}`;
    expect(mail.subject).toBe('Price drop: 2021 Toyota Corolla Ascent Sport is now $42,990');
    expect(mail.from?.value).toEqual([{ name: 'Coastline Motor Group', address: 'alerts@dealer-platform.localhost' }]);
    expect(mail.text).toContain('is now $42,990 (was $45,000).');
    expect(mail.text).toContain(`See the car: ${COAST_ORIGIN}/cars/${watched.carSlug}`);
    expect(mail.text).toContain(`Stop price alerts: ${stopUrl}`);
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe')).toBe(`<${stopUrl.replace('/alerts/stop', '/api/alerts/stop')}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('links to the tenant’s primary domain over https when the site is not on this machine', async () => {
    const localSite = process.env.SITE_URL;
    process.env.SITE_URL = 'http://site.internal:3000';
    try {
      const watched = await watch({ price: 12_000 });
      await setPrice(watched.carId, 11_000);
      await runJob();
      expect(textsTo(watched.phone)[0]).toContain(
        `https://alert-coast.example.com.au/cars/${watched.carSlug} Stop alerts: https://alert-coast.example.com.au/alerts/stop?t=`,
      );
    } finally {
      process.env.SITE_URL = localSite;
    }
  });
});

describe('POST /api/shoppers/alerts/stop', () => {
  it('a good token: 200 { stopped: true }, alerts_stopped_at set once; again: 200, the first time kept', async () => {
    const watched = await watch();
    const token = stopAlertsToken(SECRET, watched.shopperId);
    const first = await stop({ tenant: 'alert-coast', token }, SITE);
    expect([first.status, first.json]).toEqual([200, { stopped: true }]);
    const stoppedAt = (await payload.findByID({ collection: 'shoppers', id: watched.shopperId, depth: 0 })).alerts_stopped_at;
    expect(stoppedAt).toEqual(expect.any(String));
    const again = await stop({ tenant: 'alert-coast', token }, SITE);
    expect([again.status, again.json]).toEqual([200, { stopped: true }]);
    expect((await payload.findByID({ collection: 'shoppers', id: watched.shopperId, depth: 0 })).alerts_stopped_at).toBe(stoppedAt);
  });

  it('a forged token, or a shopper of another tenant: the same 404, nothing stopped', async () => {
    const coastShopper = await watch();
    const harbourShopper = await watch({ tenant: ids.harbour, dealership: ids.harbourDealer });
    const forged = `${coastShopper.shopperId}.${'A'.repeat(43)}`;
    const otherTenant = stopAlertsToken(SECRET, harbourShopper.shopperId);
    for (const token of [forged, otherTenant]) {
      const answer = await stop({ tenant: 'alert-coast', token }, SITE);
      expect([answer.status, answer.json]).toEqual([404, { error: 'This link is not valid.' }]);
    }
    for (const id of [coastShopper.shopperId, harbourShopper.shopperId])
      expect((await payload.findByID({ collection: 'shoppers', id, depth: 0 })).alerts_stopped_at ?? null).toBeNull();
  });

  it('a malformed token or body: 400; an unknown site: 404', async () => {
    for (const body of [
      { tenant: 'alert-coast', token: 'nope' },
      { tenant: 'alert-coast' },
      { tenant: 'alert-coast', token: 7 },
      { token: 'x' },
    ]) {
      const answer = await stop(body, SITE);
      expect(answer.status).toBe(400);
    }
    const extra = await stop({ tenant: 'alert-coast', token: stopAlertsToken(SECRET, 1), shopper: 1 }, SITE);
    expect(extra.json.errors).toEqual([{ field: 'shopper', message: 'Unknown field: shopper' }]);
    const unknown = await stop({ tenant: 'no-such-site', token: stopAlertsToken(SECRET, 1) }, SITE);
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'No such site' }]);
  });

  it('no key: 401; staff: 403; a shopper’s session: 403', async () => {
    const watched = await watch();
    const body = { tenant: 'alert-coast', token: stopAlertsToken(SECRET, watched.shopperId) };
    expect((await stop(body)).status).toBe(401);
    expect((await stop(body, staff.coastEditor)).status).toBe(403);
    const session = newSessionToken();
    await payload.create({
      collection: 'shopper-sessions',
      data: {
        tenant: ids.coast,
        shopper: watched.shopperId,
        token_hash: sessionTokenHash(session),
        expires_at: sessionExpiresAt(new Date()),
      },
    });
    expect((await stop(body, `Shopper ${session}`)).status).toBe(403);
    expect((await payload.findByID({ collection: 'shoppers', id: watched.shopperId, depth: 0 })).alerts_stopped_at ?? null).toBeNull();
  });
});

describe('who reads alerts', () => {
  it('staff of the tenant read its alerts; staff of another tenant read none; nobody creates one over REST', async () => {
    const watched = await watch({ price: 50_000 });
    await setPrice(watched.carId, 47_000);
    await runJob();
    const [alert] = await alertsOf(watched.entryId);
    expect(alert).toBeDefined();
    const own = await rest('GET', `shopper-alerts/${alert!.id}?depth=0`, { headers: { authorization: staff.coastEditor } });
    expect([own.status, own.json.price_to]).toEqual([200, 47_000]);
    const other = await rest('GET', `shopper-alerts/${alert!.id}?depth=0`, { headers: { authorization: staff.harbourEditor } });
    expect(other.status).toBe(404);
    const list = await rest('GET', 'shopper-alerts?depth=0&limit=100', { headers: { authorization: staff.harbourEditor } });
    expect(list.json.docs.filter((doc: { tenant: number }) => doc.tenant === ids.coast)).toEqual([]);
    const anonymous = await rest('GET', `shopper-alerts/${alert!.id}`);
    expect(anonymous.status).toBe(403);
    const created = await rest('POST', 'shopper-alerts', {
      headers: { authorization: staff.coastEditor },
      body: { tenant: ids.coast, shopper: watched.shopperId, channel: 'sms', dedupe_key: 'forged' },
    });
    expect(created.status).toBe(403);
  });
});
