/**
 * Issue 14, saved searches and new-match alerts ("saved searches from any results page, and alerts
 * by email or SMS … when a new matching car arrives"), and the shopper's alert settings: the
 * endpoints, who may call them, the limit, and the job that finds new matches through the real
 * stock search and alerts each exactly once. Real PostgreSQL, the real REST handlers, a real HTTP
 * server as the SMS webhook and a real SMTP server as the mailbox.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Payload } from 'payload';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_TEXTS } from '@dealer/domain/shoppers';
import { indexCars } from '../src/search/stockIndex';
import { closeAlertMailTransports } from '../src/shoppers/alerts/alertMailer';
import { newMatchEmail, newMatchSmsText, type NewMatchFacts } from '../src/shoppers/alerts/newMatchText';
import { smsSegments } from '../src/shoppers/alerts/priceDropText';
import { sendShopperAlerts } from '../src/shoppers/alerts/sendShopperAlerts';
import { stopAlertsToken } from '../src/shoppers/alerts/stopToken';
import { newSessionToken, sessionExpiresAt, sessionTokenHash } from '../src/shoppers/secrets';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const ids = {} as Record<'coast' | 'harbour' | 'coastDealer' | 'harbourDealer', number>;
let coastEditor: string;
const SECRET = 'integration-test-secret-0123456789';
const COAST_ORIGIN = 'http://saved-coast.localhost:9';

// ---- The SMS provider's webhook and the mailbox ----
const texts: { to: string; text: string; tenant: string }[] = [];
const webhook = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    texts.push(JSON.parse(body));
    res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
  });
});
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
/** A signed-in shopper of a tenant: their id, number and `Authorization` header. */
async function shopper(tenant = ids.coast, extra: Record<string, unknown> = {}) {
  const phone = `+6141288${String(++counter).padStart(4, '0')}`;
  const created = await payload.create({ collection: 'shoppers', data: { tenant, phone, ...extra } });
  const token = newSessionToken();
  await payload.create({
    collection: 'shopper-sessions',
    data: { tenant, shopper: created.id, token_hash: sessionTokenHash(token), expires_at: sessionExpiresAt(new Date()) },
  });
  return { id: created.id, phone, authorization: `Shopper ${token}` };
}

const call = (path: string, body: Record<string, unknown>, authorization?: string) =>
  rest('POST', `shoppers/${path}`, { body, headers: authorization ? { authorization } : {} });

/** A unique make per test, so each test's searches see only its own cars. */
const uniqueMake = () => `Savedmake${++counter}`;
const criteriaFor = (make: string) => `refinementList[car_type][0]=used&refinementList[make][0]=${make}`;
const save = (authorization: string, make: string, extra: Record<string, unknown> = {}) =>
  call(
    'saved-searches/save',
    {
      tenant: 'saved-coast',
      title: 'Used Cars',
      path: `/search/used-cars?refinementList%5Bmake%5D%5B0%5D=${make}`,
      criteria: criteriaFor(make),
      ...extra,
    },
    authorization,
  );

/** A listed car of the tenant, in the stock index as the site searches it. */
async function car(make: string, extra: Record<string, unknown> = {}, tenant = ids.coast, dealership = ids.coastDealer) {
  const n = ++counter;
  const created = await payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `Saved search car ${n}`,
      year: 2022,
      make,
      model: 'Roadster',
      badge: 'GT',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `SAVED${n}`,
      price: 30_000 + n,
      ...extra,
    } as never,
    context: { disableRevalidate: true },
  });
  await indexCars(payload, [created.id]);
  return created;
}

/** Cars are news from the second after the search was saved (created_at is indexed in seconds). */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));
const runJob = () => sendShopperAlerts(payload, new Date(), { maxSends: 1_000 });
const textsTo = (phone: string) => texts.filter((text) => text.to === phone).map((text) => text.text);
const alertsOfSearch = async (searchId: number) =>
  (
    await payload.find({
      collection: 'shopper-alerts',
      where: { saved_search: { equals: searchId } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs;

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  payload = await startTestPayload();
  ids.coast = (await createTestTenant(payload, 'saved-coast')).id;
  await payload.update({ collection: 'tenants', id: ids.coast, data: { name: 'Coastline Motor Group' } });
  ids.harbour = (await createTestTenant(payload, 'saved-harbour')).id;
  ids.coastDealer = (await payload.create({ collection: 'dealerships', data: { tenant: ids.coast, name: 'Saved Coast Motors' } })).id;
  ids.harbourDealer = (await payload.create({ collection: 'dealerships', data: { tenant: ids.harbour, name: 'Saved Harbour Motors' } })).id;
  const password = 'test-password-123';
  await payload.create({
    collection: 'users',
    data: { email: 'editor@saved-coast.test', password, tenants: [{ tenant: ids.coast, roles: ['tenant-editor'] }] } as never,
  });
  coastEditor = `JWT ${(await payload.login({ collection: 'users', data: { email: 'editor@saved-coast.test', password } })).token!}`;
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

describe('POST /api/shoppers/saved-searches/save, /list, /remove', () => {
  it('saves a search with its label, answers the same one when saved again (page and order left out), lists newest first, removes', async () => {
    const me = await shopper();
    const make = uniqueMake();
    const first = await save(me.authorization, make);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      saved_search: {
        id: expect.any(Number),
        label: `Used Cars: ${make}`,
        path: `/search/used-cars?refinementList%5Bmake%5D%5B0%5D=${make}`,
        created_at: expect.any(String),
      },
      created: true,
    });
    const again = await save(me.authorization, make, {
      criteria: `refinementList[make][0]=${make}&page=3&sortBy=price_asc&refinementList[car_type][0]=used`,
    });
    expect([again.status, again.json.created, again.json.saved_search.id]).toEqual([200, false, first.json.saved_search.id]);
    const other = await save(me.authorization, make, { criteria: `${criteriaFor(make)}&range[price]=10000:40000&query=gt` });
    expect(other.json.saved_search.label).toBe(`Used Cars: ${make} · $10,000–$40,000 · “gt”`);

    const list = await call('saved-searches/list', { tenant: 'saved-coast' }, me.authorization);
    expect(list.status).toBe(200);
    expect(list.json.saved_searches.map((s: { id: number }) => s.id)).toEqual([other.json.saved_search.id, first.json.saved_search.id]);
    const stored = await payload.findByID({ collection: 'saved-searches', id: first.json.saved_search.id, depth: 0 });
    // Kept as stock-search's toSearchParams writes it (the results page's own key).
    expect(stored).toMatchObject({ criteria: new URLSearchParams(criteriaFor(make)).toString(), tenant: ids.coast, shopper: me.id });
    expect(stored.matched_through).toBeGreaterThan(Date.now() / 1000 - 60);

    const removed = await call('saved-searches/remove', { tenant: 'saved-coast', id: first.json.saved_search.id }, me.authorization);
    expect([removed.status, removed.json]).toEqual([200, { success: true }]);
    const after = await call('saved-searches/list', { tenant: 'saved-coast' }, me.authorization);
    expect(after.json.saved_searches.map((s: { id: number }) => s.id)).toEqual([other.json.saved_search.id]);
  });

  it('removing another shopper’s search, or one that is gone, answers success and removes nothing', async () => {
    const me = await shopper();
    const someoneElse = await shopper();
    const theirs = await save(someoneElse.authorization, uniqueMake());
    const id = theirs.json.saved_search.id;
    for (const target of [id, 999_999_999]) {
      const answer = await call('saved-searches/remove', { tenant: 'saved-coast', id: target }, me.authorization);
      expect([answer.status, answer.json]).toEqual([200, { success: true }]);
    }
    expect((await payload.findByID({ collection: 'saved-searches', id, depth: 0 })).id).toBe(id);
    const mine = await call('saved-searches/list', { tenant: 'saved-coast' }, me.authorization);
    expect(mine.json.saved_searches).toEqual([]);
  });

  it('bad input: 400 with field messages and nothing stored', async () => {
    const me = await shopper();
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { criteria: 'refinementList[password][0]=x' },
        { field: 'criteria', message: 'The search could not be read: password is not a filter.' },
      ],
      [{ criteria: 42 }, { field: 'criteria', message: 'The search must be a query string' }],
      [{ path: '/cars/abc' }, { field: 'path', message: SAVED_SEARCH_TEXTS.notSearch }],
      [{ path: '//evil.com/search' }, { field: 'path', message: SAVED_SEARCH_TEXTS.notSearch }],
      [{ title: '' }, { field: 'title', message: 'The title is required' }],
      [{ title: 'x'.repeat(81) }, { field: 'title', message: 'The title must be at most 80 characters' }],
      [{ title: '<b>Cars</b>' }, { field: 'title', message: 'The title must not contain HTML tags' }],
      [{ shopper: 1 }, { field: 'shopper', message: 'Unknown field: shopper' }],
    ];
    for (const [extra, error] of cases) {
      const answer = await save(me.authorization, uniqueMake(), extra);
      expect([answer.status, answer.json.error, answer.json.errors]).toEqual([400, 'Please fix the following errors:', [error]]);
    }
    const removeBad = await call('saved-searches/remove', { tenant: 'saved-coast', id: 'x' }, me.authorization);
    expect(removeBad.status).toBe(400);
    expect((await payload.count({ collection: 'saved-searches', where: { shopper: { equals: me.id } } })).totalDocs).toBe(0);
  });

  it('takes a search with every filter a results address can hold (10 KB body), and refuses more: 413', async () => {
    const me = await shopper();
    const make = uniqueMake();
    const many = Array.from({ length: 40 }, (_, i) => `refinementList[make][${i + 1}]=Make${i}`).join('&');
    const criteria = `${criteriaFor(make)}&${many}`;
    const path = `/search/used-cars?${new URLSearchParams(criteria).toString()}`.slice(0, 2000);
    expect(criteria.length + path.length).toBeGreaterThan(3_000);
    const answer = await save(me.authorization, make, { criteria, path });
    expect(answer.status).toBe(201);
    const huge = await save(me.authorization, make, { criteria, path, title: 'x'.repeat(11_000) });
    expect(huge.status).toBe(413);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per shopper, also when saves race`, async () => {
    const me = await shopper();
    for (let i = 0; i < SAVED_SEARCH_LIMIT - 3; i++) expect((await save(me.authorization, uniqueMake())).status).toBe(201);
    const racing = await Promise.all(Array.from({ length: 6 }, () => save(me.authorization, uniqueMake())));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(racing.find((answer) => answer.status === 409)!.json).toEqual({ error: SAVED_SEARCH_TEXTS.limit });
    expect((await payload.count({ collection: 'saved-searches', where: { shopper: { equals: me.id } } })).totalDocs).toBe(
      SAVED_SEARCH_LIMIT,
    );
  });

  it('no session: 401; a session of another dealer’s site: 401; staff and the site’s key: 403; nothing stored', async () => {
    const harbourShopper = await shopper(ids.harbour);
    const make = uniqueMake();
    const answers = [
      await save('', make),
      await save(harbourShopper.authorization, make),
      await save(coastEditor, make),
      await save(siteLeadsAuthorization(), make),
      await call('saved-searches/list', { tenant: 'saved-coast' }, harbourShopper.authorization),
      await call('saved-searches/list', { tenant: 'saved-coast' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 403, 403, 401, 401]);
    const criteria = new URLSearchParams(criteriaFor(make)).toString();
    expect((await payload.count({ collection: 'saved-searches', where: { criteria: { equals: criteria } } })).totalDocs).toBe(0);
  });

  it('staff of the tenant read its saved searches over REST; nobody creates one there', async () => {
    const me = await shopper();
    const saved = await save(me.authorization, uniqueMake());
    const read = await rest('GET', `saved-searches/${saved.json.saved_search.id}?depth=0`, { headers: { authorization: coastEditor } });
    expect([read.status, read.json.label]).toEqual([200, saved.json.saved_search.label]);
    const create = await rest('POST', 'saved-searches', {
      body: { tenant: ids.coast, shopper: me.id, label: 'x', path: '/search', criteria: 'query=x', matched_through: 1 },
      headers: { authorization: coastEditor },
    });
    expect(create.status).toBe(403);
  });

  it('a deleted shopper takes their saved searches along', async () => {
    const me = await shopper();
    const saved = await save(me.authorization, uniqueMake());
    await payload.delete({ collection: 'shoppers', id: me.id });
    expect(await payload.findByID({ collection: 'saved-searches', id: saved.json.saved_search.id, disableErrors: true })).toBeNull();
  });
});

describe('POST /api/shoppers/account', () => {
  it('sets and removes the email, stops and restarts alerts; /me answers the same', async () => {
    const me = await shopper();
    const set = await call('account', { tenant: 'saved-coast', email: ' jo@shopper.test ' }, me.authorization);
    expect([set.status, set.json.shopper]).toEqual([
      200,
      { id: me.id, phone: me.phone, phone_display: expect.stringMatching(/^04/), email: 'jo@shopper.test', alerts: true },
    ]);
    const off = await call('account', { tenant: 'saved-coast', alerts: false }, me.authorization);
    expect(off.json.shopper).toMatchObject({ email: 'jo@shopper.test', alerts: false });
    const stoppedAt = (await payload.findByID({ collection: 'shoppers', id: me.id, depth: 0 })).alerts_stopped_at;
    expect(stoppedAt).toEqual(expect.any(String));
    await call('account', { tenant: 'saved-coast', alerts: false }, me.authorization);
    expect((await payload.findByID({ collection: 'shoppers', id: me.id, depth: 0 })).alerts_stopped_at).toBe(stoppedAt);
    const viaMe = await call('me', { tenant: 'saved-coast' }, me.authorization);
    expect(viaMe.json.shopper).toMatchObject({ email: 'jo@shopper.test', alerts: false });
    const on = await call('account', { tenant: 'saved-coast', alerts: true, email: null }, me.authorization);
    expect(on.json.shopper).toMatchObject({ email: null, alerts: true });
    expect((await payload.findByID({ collection: 'shoppers', id: me.id, depth: 0 })).alerts_stopped_at ?? null).toBeNull();
  });

  it('bad input: 400 with field messages, nothing written; another site’s session: 401; staff: 403', async () => {
    const me = await shopper(ids.coast, { email: 'kept@shopper.test' });
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ email: 'pfNO1|c@2' }, { field: 'email', message: 'Enter a valid email address' }],
      [{ email: `${'a'.repeat(250)}@x.com` }, { field: 'email', message: 'The email must be at most 254 characters' }],
      [{ email: 7 }, { field: 'email', message: 'The email must be text' }],
      [{ alerts: 'no' }, { field: 'alerts', message: 'Alerts must be true or false' }],
      [{}, { field: 'body', message: 'Send an email, alerts or both' }],
    ];
    for (const [body, error] of cases) {
      const answer = await call('account', { tenant: 'saved-coast', ...body }, me.authorization);
      expect([answer.status, answer.json.errors]).toEqual([400, [error]]);
    }
    const harbourShopper = await shopper(ids.harbour);
    expect((await call('account', { tenant: 'saved-coast', email: 'x@y.com' }, harbourShopper.authorization)).status).toBe(401);
    expect((await call('account', { tenant: 'saved-coast', email: 'x@y.com' }, coastEditor)).status).toBe(403);
    expect((await call('account', { tenant: 'saved-coast', email: 'x@y.com' })).status).toBe(401);
    expect((await payload.findByID({ collection: 'shoppers', id: me.id, depth: 0 })).email).toBe('kept@shopper.test');
  });
});

describe('the new-match texts', () => {
  const facts = (extra: Partial<NewMatchFacts> = {}): NewMatchFacts => ({
    tenantName: 'Kiwi Cars',
    locale: 'en-NZ',
    label: 'Used Cars: Toyota',
    count: 1,
    cars: [{ car: { year: 2022, make: 'Toyota', model: 'HiLux', badge: 'SR5' }, price: 45_990, url: 'https://kiwi.nz/cars/a' }],
    searchUrl: 'https://kiwi.nz/search/used-cars',
    stopUrl: 'https://kiwi.nz/alerts/stop?t=7.x',
    oneClickStopUrl: 'https://kiwi.nz/api/alerts/stop?t=7.x',
    ...extra,
  });

  it('one car: the car and its price, the search, its page and the stop link, in one segment when it fits', () => {
    const short = { searchUrl: 'https://kiwi.nz/s/1', stopUrl: 'https://kiwi.nz/stop?t=7' };
    const text = newMatchSmsText(facts(short));
    expect(text).toBe(
      'New at Kiwi Cars: 2022 Toyota HiLux SR5 $45,990 matches your saved search "Used Cars: Toyota". https://kiwi.nz/s/1 Stop alerts: https://kiwi.nz/stop?t=7',
    );
    expect(smsSegments(text)).toBe(1);
  });

  it('the badge, then the label, go only when that saves a segment', () => {
    // 172 characters in full, 168 without the badge, 147 without the label: one segment.
    expect(newMatchSmsText(facts())).toBe(
      'New at Kiwi Cars: 2022 Toyota HiLux $45,990 matches your saved search. https://kiwi.nz/search/used-cars Stop alerts: https://kiwi.nz/alerts/stop?t=7.x',
    );
    // With real links no wording fits one segment: the fullest two-segment text goes.
    const long = facts({ count: 3, stopUrl: `https://kiwi.nz/alerts/stop?t=7.${'a'.repeat(43)}` });
    const text = newMatchSmsText(long);
    expect(text).toBe(
      `3 new cars at Kiwi Cars match your saved search "Used Cars: Toyota", like the 2022 Toyota HiLux SR5 $45,990. https://kiwi.nz/search/used-cars Stop alerts: https://kiwi.nz/alerts/stop?t=7.${'a'.repeat(43)}`,
    );
    expect(smsSegments(text)).toBe(2);
  });

  it('the email lists the cars with their links, the rest as a number, and carries the one-click headers', () => {
    const mail = newMatchEmail(facts({ count: 7 }));
    expect(mail.subject).toBe('7 new cars match “Used Cars: Toyota”');
    expect(mail.text).toContain('7 new cars at Kiwi Cars match your saved search “Used Cars: Toyota”:');
    expect(mail.text).toContain('- 2022 Toyota HiLux SR5 $45,990: https://kiwi.nz/cars/a\n- and 6 more');
    expect(mail.text).toContain('See every match: https://kiwi.nz/search/used-cars');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://kiwi.nz/api/alerts/stop?t=7.x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(newMatchEmail(facts()).subject).toBe('New match: 2022 Toyota HiLux SR5 $45,990');
  });
});

describe('new-match alerts', () => {
  it('a new matching car produces exactly one alert, over repeated and concurrent runs; cars known at saving, other makes and other tenants do not', async () => {
    const make = uniqueMake();
    await car(make);
    await nextSecond();
    const me = await shopper();
    const saved = await save(me.authorization, make);
    const searchId = saved.json.saved_search.id;
    await runJob();
    expect(textsTo(me.phone)).toEqual([]);

    await nextSecond();
    const fresh = await car(make);
    await car(uniqueMake());
    await car(make, {}, ids.harbour, ids.harbourDealer);
    await car(make, { car_type: 'new' });
    await runJob();
    await runJob();
    await Promise.all([runJob(), runJob()]);
    const sms = textsTo(me.phone);
    expect(sms).toHaveLength(1);
    // The fullest wording in the fewest segments: with these links, without the badge and the label (two segments).
    expect(sms[0]).toBe(
      `New at Coastline Motor Group: 2022 ${make} Roadster $${fresh.price!.toLocaleString('en-AU')} matches your saved search. ` +
        `${COAST_ORIGIN}/search/used-cars?refinementList%5Bmake%5D%5B0%5D=${make} Stop alerts: ${COAST_ORIGIN}/alerts/stop?t=${stopAlertsToken(SECRET, me.id)}`,
    );
    const alerts = await alertsOfSearch(searchId);
    expect(alerts.map((alert) => [alert.kind, alert.channel, alert.status, alert.match_count, alert.match_car_ids])).toEqual([
      ['new-match', 'sms', 'sent', 1, [fresh.id]],
    ]);
    const stored = await payload.findByID({ collection: 'saved-searches', id: searchId, depth: 0 });
    expect(stored.matched_through).toBe(Math.floor(Date.parse(fresh.createdAt) / 1000));
    expect(stored.last_alerted_at).toEqual(expect.any(String));
  });

  it('two more new cars: one alert naming both, the newest first; sold cars are no news', async () => {
    const make = uniqueMake();
    const me = await shopper();
    const searchId = (await save(me.authorization, make)).json.saved_search.id;
    await nextSecond();
    const older = await car(make);
    await car(make, { status: 'sold', sold: true });
    await nextSecond();
    const newer = await car(make);
    await runJob();
    const [alert] = await alertsOfSearch(searchId);
    expect([alert?.match_count, alert?.match_car_ids]).toEqual([2, [newer.id, older.id]]);
    expect(textsTo(me.phone)).toHaveLength(1);
    expect(textsTo(me.phone)[0]).toMatch(/^2 new cars at Coastline Motor Group match your saved search/);
  });

  it('with an email address: the email too, from the dealer, listing the cars', async () => {
    const make = uniqueMake();
    const me = await shopper(ids.coast, { email: 'match@shopper.test' });
    const searchId = (await save(me.authorization, make)).json.saved_search.id;
    await nextSecond();
    const fresh = await car(make);
    await runJob();
    expect((await alertsOfSearch(searchId)).map((alert) => [alert.channel, alert.status])).toEqual([
      ['sms', 'sent'],
      ['email', 'sent'],
    ]);
    const mail = mails.find((each) => (Array.isArray(each.to) ? each.to : [each.to]).some((to) => to?.text === 'match@shopper.test'));
    expect(mail?.subject).toBe(`New match: 2022 ${make} Roadster GT $${fresh.price!.toLocaleString('en-AU')}`);
    expect(mail?.from?.value).toEqual([{ name: 'Coastline Motor Group', address: 'alerts@dealer-platform.localhost' }]);
    expect(mail?.text).toContain(`${COAST_ORIGIN}/cars/${fresh.slug}`);
  });

  it('a shopper who stopped alerts, or a removed search, gets nothing', async () => {
    const make = uniqueMake();
    const stopped = await shopper();
    const stoppedSearch = (await save(stopped.authorization, make)).json.saved_search.id;
    await call('account', { tenant: 'saved-coast', alerts: false }, stopped.authorization);
    const removing = await shopper();
    const removedSearch = (await save(removing.authorization, make)).json.saved_search.id;
    await call('saved-searches/remove', { tenant: 'saved-coast', id: removedSearch }, removing.authorization);
    await nextSecond();
    await car(make);
    await runJob();
    expect([...textsTo(stopped.phone), ...textsTo(removing.phone)]).toEqual([]);
    expect(await alertsOfSearch(stoppedSearch)).toEqual([]);
  });
});
