/**
 * Issue 38, buy online: a signed-in shopper's deal, step by step, through the real REST handlers
 * on PostgreSQL. The money-back guarantee covers at most 2 cars per customer in any 12 months,
 * decided on the server when the agreement is requested; staff accept or decline it. Another
 * tenant's shopper or staff, anonymous callers and the site's key reach no deal.
 */
import type { Payload } from 'payload';
import { newSessionToken, sessionExpiresAt, sessionTokenHash } from '../src/shoppers/secrets';
import { offerToken } from '../src/tradeIns/offer/offerToken';
import { CREDIT_APPLICATION_CONSENT } from '@dealer/domain';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
const ids = {} as Record<'coast' | 'harbour' | 'dealer' | 'location' | 'harbourDealer', number>;
const staff = {} as Record<'coast' | 'harbour', string>;
let counter = 0;

async function shopperSession(tenant: number) {
  counter += 1;
  const shopper = await payload.create({ collection: 'shoppers', data: { tenant, phone: `+6141234${String(1000 + counter)}` } });
  const token = newSessionToken();
  await payload.create({
    collection: 'shopper-sessions',
    data: { tenant, shopper: shopper.id, token_hash: sessionTokenHash(token), expires_at: sessionExpiresAt(new Date()) },
  });
  return { id: shopper.id, authorization: `Shopper ${token}` };
}

async function newCar(tenant = ids.coast, dealership = ids.dealer) {
  counter += 1;
  return payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `2023 Mazda CX-5 ${counter}`,
      slug: `2023-mazda-cx-5-d${counter}`,
      year: 2023,
      make: 'Mazda',
      model: 'CX-5',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `D${counter}`,
      price: 38_490,
      price_type: 'egc',
      drive_away_price: 41_990,
    },
    context: { disableRevalidate: true },
  });
}

const call = (path: string, authorization: string, body: Record<string, unknown>) =>
  rest('POST', `deals/${path}`, { headers: { authorization }, body: { tenant: 'deal-coast', ...body } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every step up to the agreement, the deposit held as the webhook holds it. */
async function readyDeal(shopper: { id: number; authorization: string }) {
  const car = await newCar();
  for (const [step, data] of [
    ['car', {}],
    ['trade-in', { none: true }],
    ['finance', { cash_deposit: 2_000, term_months: 60, balloon: 0 }],
    ['delivery', { method: 'pickup', location: 'deal-coast-yard', date: inDays(3) }],
  ] as const) {
    const saved = await call('step', shopper.authorization, { car_slug: car.slug, step, data });
    expect([step, saved.status]).toEqual([step, 200]);
  }
  await payload.create({
    collection: 'reservations',
    data: {
      tenant: ids.coast,
      title: 'held',
      state: 'held',
      car: car.id,
      shopper: shopper.id,
      amount: 200,
      currency: 'AUD',
      name: 'Jo',
      email: 'jo@shopper.test',
      phone: '0412 345 678',
      payment_mode: 'embedded',
      payment_intent: `pi_embedded_deal_${counter}`,
      paid_at: new Date().toISOString(),
      idempotency_key: `deal-deposit-${counter}`,
    },
    overrideAccess: true,
  });
  return car;
}

/** An instant offer stored for `tenant` (its lead and trade-in), as the valuation flow leaves it. */
async function tradeInWithOffer(tenant: number, amount: number, expiresOn: string) {
  counter += 1;
  const lead = await payload.create({
    collection: 'leads',
    data: { tenant, form: 'trade-in', category: 'Trade-In Enquiry', name: 'Jo', idempotency_key: `deal-offer-${counter}`, deliveries: [] },
    overrideAccess: true,
  });
  return payload.create({
    collection: 'trade-ins',
    data: {
      tenant,
      title: `2018 Toyota Corolla (ABC${counter})`,
      flow: 'instant-offer',
      lead: lead.id,
      eval_id: `EV9${String(10000 + counter)}`,
      rego: `ABC${counter}`,
      state: 'QLD',
      kms: 60_000,
      name: 'Jo',
      source_page: 'cars/trade-in',
      answers: {},
      offer: { amount, expires_on: expiresOn },
    },
    overrideAccess: true,
  });
}

beforeAll(async () => {
  payload = await startTestPayload();
  ids.coast = (await createTestTenant(payload, 'deal-coast')).id;
  ids.harbour = (await createTestTenant(payload, 'deal-harbour')).id;
  await payload.update({ collection: 'tenants', id: ids.coast, data: { settings: { calculatorRatePercent: 8.5 } } });
  ids.dealer = (
    await payload.create({ collection: 'dealerships', data: { tenant: ids.coast, name: 'Deal Coast Mazda', slug: 'deal-coast-mazda' } })
  ).id;
  ids.harbourDealer = (
    await payload.create({ collection: 'dealerships', data: { tenant: ids.harbour, name: 'Deal Harbour', slug: 'deal-harbour' } })
  ).id;
  ids.location = (
    await payload.create({
      collection: 'locations',
      data: { tenant: ids.coast, dealership: ids.dealer, name: 'Deal Coast Yard', slug: 'deal-coast-yard' },
    })
  ).id;
  const user = async (email: string, tenant: number) => {
    await payload.create({ collection: 'users', data: { email, password, tenants: [{ tenant, roles: ['tenant-editor'] }] } });
    return `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token!}`;
  };
  staff.coast = await user('editor@deal-coast.test', ids.coast);
  staff.harbour = await user('editor@deal-harbour.test', ids.harbour);
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('a buy-online deal', () => {
  it('is started per shopper and car, and resumes where the shopper left it', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await newCar();
    const started = await call('current', shopper.authorization, { car_slug: car.slug });
    expect(started.status).toBe(200);
    expect(started.json.deal).toMatchObject({ state: 'in-progress', next_step: 'car', car_slug: car.slug });
    await call('step', shopper.authorization, { car_slug: car.slug, step: 'car', data: {} });
    const again = await call('current', shopper.authorization, { car_slug: car.slug });
    expect(again.json.deal).toMatchObject({ id: started.json.deal.id, next_step: 'trade-in' });
    // Two tabs at once still make one deal.
    const other = await newCar();
    const both = await Promise.all([0, 1, 2].map(() => call('current', shopper.authorization, { car_slug: other.slug })));
    expect(new Set(both.map((a) => a.json.deal.id)).size).toBe(1);
  });

  it('takes the steps in order and checks each one', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await newCar();
    const early = await call('step', shopper.authorization, { car_slug: car.slug, step: 'finance', data: { cash: true } });
    expect(early).toMatchObject({ status: 409, json: { error: 'Finish the steps before this one first.' } });
    await call('step', shopper.authorization, { car_slug: car.slug, step: 'car', data: {} });
    const badTradeIn = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'trade-in',
      data: { trade_in_id: 999999, offer_token: 'x' },
    });
    expect(badTradeIn.status).toBe(404);
    await call('step', shopper.authorization, { car_slug: car.slug, step: 'trade-in', data: { none: true } });
    const badFinance = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'finance',
      data: { cash_deposit: 2_000, term_months: 7 },
    });
    expect(badFinance.status).toBe(400);
    expect(badFinance.json.errors[0].field).toBe('term_months');
    const tooMuch = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'finance',
      data: { cash_deposit: 99_000, term_months: 60 },
    });
    expect(tooMuch.json.errors[0].message).toBe('The cash deposit must be between 0 and the balance.');
    const finance = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'finance',
      data: { cash_deposit: 2_000, term_months: 60, balloon: 0 },
    });
    expect(finance.json.deal.finance).toMatchObject({ rate_percent: 8.5, term_months: 60 });
    const past = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'delivery',
      data: { method: 'pickup', location: 'deal-coast-yard', date: '2020-01-01' },
    });
    expect(past.json.errors[0].field).toBe('date');
    const nowhere = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'delivery',
      data: { method: 'pickup', location: 'no-such-yard', date: inDays(2) },
    });
    expect(nowhere.json.errors[0].field).toBe('location');
    const pickup = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'delivery',
      data: { method: 'pickup', location: 'deal-coast-yard', date: inDays(2) },
    });
    expect(pickup.json.deal.next_step).toBe('deposit');
    // Without the deposit there is no agreement.
    const agreement = await call('request-agreement', shopper.authorization, { car_slug: car.slug });
    expect(agreement).toMatchObject({ status: 409, json: { error: 'Finish the deposit step first.' } });
  });

  it('fixes the deal sheet when the agreement is requested: AU charges itemised, deposit off, the finance structure', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await readyDeal(shopper);
    const requested = await call('request-agreement', shopper.authorization, { car_slug: car.slug });
    expect(requested.status).toBe(200);
    expect(requested.json.deal).toMatchObject({ state: 'requested', guarantee_covered: true, next_step: null });
    expect(requested.json.deal.sheet).toMatchObject({
      total: 41_990,
      balance: 41_790,
      dueOnDelivery: 2_000,
      lines: [
        { label: 'Vehicle price (excl. government charges)', amount: 38_490 },
        { label: 'Government charges and on-road costs', amount: 3_500 },
        { label: 'Deposit paid', amount: -200 },
      ],
      finance: { amountFinanced: 39_790, termMonths: 60, annualRatePercent: 8.5 },
    });
    // Fixed: no step changes it now.
    expect((await call('step', shopper.authorization, { car_slug: car.slug, step: 'car', data: {} })).status).toBe(409);
  });

  it('a third guaranteed purchase within 12 months is not covered, also when requested at the same moment', async () => {
    const shopper = await shopperSession(ids.coast);
    const cars = [await readyDeal(shopper), await readyDeal(shopper), await readyDeal(shopper)];
    const answers = await Promise.all(cars.map((car) => call('request-agreement', shopper.authorization, { car_slug: car.slug })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json.deal.guarantee_covered).sort()).toEqual([false, true, true]);
    // Another customer is not counted against this one.
    const someoneElse = await shopperSession(ids.coast);
    const theirs = await readyDeal(someoneElse);
    expect((await call('request-agreement', someoneElse.authorization, { car_slug: theirs.slug })).json.deal.guarantee_covered).toBe(true);
  });

  it('staff of the tenant accept or decline a requested agreement; nobody else can', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await readyDeal(shopper);
    const { json } = await call('request-agreement', shopper.authorization, { car_slug: car.slug });
    const id = json.deal.id;
    expect((await rest('POST', `deals/${id}/accept`, { token: staff.harbour.slice(4) })).status).toBe(404);
    expect((await rest('POST', `deals/${id}/accept`)).status).toBe(401);
    expect((await rest('POST', `deals/${id}/accept`, { headers: { authorization: shopper.authorization } })).status).toBe(403);
    expect((await rest('POST', `deals/${id}/accept`, { headers: { authorization: siteLeadsAuthorization() } })).status).toBe(403);
    const accepted = await rest('POST', `deals/${id}/accept`, { token: staff.coast.slice(4) });
    expect(accepted.json.deal).toEqual({ id, state: 'accepted' });
    expect((await rest('POST', `deals/${id}/decline`, { token: staff.coast.slice(4) })).status).toBe(409);
    const stored = await payload.findByID({ collection: 'deals', id, depth: 0, overrideAccess: true });
    expect(stored.decided_by).toBe('editor@deal-coast.test');
  });

  it('another tenant’s shopper, anonymous callers, the site’s key and a forged tenant reach no deal', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await newCar();
    await call('current', shopper.authorization, { car_slug: car.slug });
    const harbourShopper = await shopperSession(ids.harbour);
    // A harbour session naming coastline's tenant: no session here.
    expect((await call('current', harbourShopper.authorization, { car_slug: car.slug })).status).toBe(401);
    // On its own tenant, coastline's car does not exist.
    const own = await rest('POST', 'deals/current', {
      headers: { authorization: harbourShopper.authorization },
      body: { tenant: 'deal-harbour', car_slug: car.slug },
    });
    expect(own.status).toBe(404);
    expect((await rest('POST', 'deals/current', { body: { tenant: 'deal-coast', car_slug: car.slug } })).status).toBe(401);
    expect((await call('current', siteLeadsAuthorization(), { car_slug: car.slug })).status).toBe(403);
    expect(
      (await rest('POST', 'deals/current', { token: staff.coast.slice(4), body: { tenant: 'deal-coast', car_slug: car.slug } })).status,
    ).toBe(403);
    // Over REST: staff read only their tenant's deals, nobody writes them.
    expect((await rest('GET', 'deals?limit=100', { token: staff.harbour.slice(4) })).json.docs).toEqual([]);
    expect((await rest('GET', 'deals?limit=100')).status).toBe(403);
    const coastList = await rest('GET', 'deals?limit=100', { token: staff.coast.slice(4) });
    expect(coastList.json.docs.length).toBeGreaterThan(0);
    expect(
      (await rest('PATCH', `deals/${coastList.json.docs[0].id}`, { token: staff.coast.slice(4), body: { state: 'accepted' } })).status,
    ).toBe(403);
  });

  it('attaches the offer on the shopper’s profile, or one by its token; never another tenant’s or an expired one', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await newCar();
    await call('step', shopper.authorization, { car_slug: car.slug, step: 'car', data: {} });
    const none = await call('step', shopper.authorization, { car_slug: car.slug, step: 'trade-in', data: { profile: true } });
    expect(none).toMatchObject({ status: 404, json: { error: 'There is no offer on your profile to attach' } });
    const kept = await tradeInWithOffer(ids.coast, 9_500, inDays(5));
    await payload.update({
      collection: 'shoppers',
      id: shopper.id,
      data: {
        valuation: { trade_in: kept.id, vehicle: '2018 Toyota Corolla', rego: 'ABC1', offer_amount: 9_500, offer_expires_on: inDays(5) },
      },
      overrideAccess: true,
    });
    const current = await call('current', shopper.authorization, { car_slug: car.slug });
    expect(current.json.deal.profile_valuation).toEqual({ description: '2018 Toyota Corolla, ABC1', amount: 9_500, expires_on: inDays(5) });
    const attached = await call('step', shopper.authorization, { car_slug: car.slug, step: 'trade-in', data: { profile: true } });
    expect(attached.status).toBe(200);
    expect(attached.json.deal.trade_in).toEqual({ description: kept.title, amount: 9_500, expires_on: inDays(5) });

    // By token: this tenant's offer that stands; another tenant's, or a lapsed one, is refused.
    const byToken = await tradeInWithOffer(ids.coast, 7_000, inDays(3));
    const token = offerToken(payload.config.secret, byToken.id);
    const withToken = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'trade-in',
      data: { trade_in_id: byToken.id, offer_token: token },
    });
    expect(withToken.json.deal.trade_in.amount).toBe(7_000);
    const foreign = await tradeInWithOffer(ids.harbour, 7_000, inDays(3));
    const stolen = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'trade-in',
      data: { trade_in_id: foreign.id, offer_token: offerToken(payload.config.secret, foreign.id) },
    });
    expect(stolen).toMatchObject({ status: 404, json: { error: 'No such valuation' } });
    const lapsed = await tradeInWithOffer(ids.coast, 7_000, '2020-01-31');
    const old = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'trade-in',
      data: { trade_in_id: lapsed.id, offer_token: offerToken(payload.config.secret, lapsed.id) },
    });
    expect(old).toMatchObject({ status: 409, json: { error: 'This valuation expired on 2020-01-31: get a new one.' } });
    // The refusals changed nothing: the offer attached by token stands.
    const after = await call('current', shopper.authorization, { car_slug: car.slug });
    expect(after.json.deal.trade_in.amount).toBe(7_000);
  });

  it('a credit application needs explicit consent, and is one lead for the dealer, stored with the finance step', async () => {
    const shopper = await shopperSession(ids.coast);
    const car = await newCar();
    await call('step', shopper.authorization, { car_slug: car.slug, step: 'car', data: {} });
    await call('step', shopper.authorization, { car_slug: car.slug, step: 'trade-in', data: { none: true } });
    const structure = {
      cash_deposit: 3_000,
      term_months: 48,
      balloon: 5_000,
      credit_application: true,
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
    };
    const leadsOf = async () =>
      (
        await payload.find({
          collection: 'leads',
          where: { idempotency_key: { like: 'credit-application-deal-' }, car: { equals: car.id } },
          overrideAccess: true,
        })
      ).docs;
    const noConsent = await call('step', shopper.authorization, { car_slug: car.slug, step: 'finance', data: structure });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.errors).toEqual([{ field: 'consent', message: 'Tick the consent to apply for finance' }]);
    const noName = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'finance',
      data: { ...structure, consent: true, name: ' ' },
    });
    expect(noName.json.errors[0].field).toBe('name');
    expect(await leadsOf()).toHaveLength(0);
    expect((await call('current', shopper.authorization, { car_slug: car.slug })).json.deal.finance).toBeNull();

    const applied = await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'finance',
      data: { ...structure, consent: true },
    });
    expect(applied.status).toBe(200);
    expect(applied.json.deal.finance).toMatchObject({ credit_application: true, cash_deposit: 3_000, term_months: 48, balloon: 5_000 });
    const [lead, ...more] = await leadsOf();
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      form: 'finance',
      category: 'Finance Enquiry',
      subcategory: 'Credit Application',
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
    });
    expect(lead!.message).toContain(CREDIT_APPLICATION_CONSENT);
    expect(lead!.message).toContain('48 months at 8.5% p.a.');
    // Changing the structure keeps the one application.
    await call('step', shopper.authorization, {
      car_slug: car.slug,
      step: 'finance',
      data: { ...structure, consent: true, term_months: 60 },
    });
    expect(await leadsOf()).toHaveLength(1);
  });
});
