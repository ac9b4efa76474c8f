/**
 * Issue 38: reserving a car with a deposit, through the real REST handlers on PostgreSQL. The
 * reservation is written before payment; the signed `payment_intent.succeeded` webhook (signed
 * here with the `stripe` package's own test-header helper and the embedded gateway's secret, as
 * the embedded payment page does) holds the car, stores the dealer's lead and queues the
 * shopper's email in one transaction. One active reservation per car, under any concurrency.
 */
import Stripe from 'stripe';
import type { Payload } from 'payload';
import { embeddedWebhookSecret } from '../src/reservations/payments';
import { embeddedPaymentIntentId } from '../src/reservations/payments/embeddedGateway';
import { succeededEventBody } from '../src/reservations/payments/embeddedPaymentPage';
import { expireDueReservations } from '../src/reservations/expireReservations';
import { settlePaidIntent } from '../src/reservations/settlePayment';
import { reservationToken } from '../src/reservations/reservationToken';
import type { Reservation } from '../src/payload-types';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const site = { authorization: siteLeadsAuthorization() };
const password = 'test-password-123';
const ids = {} as Record<'coast' | 'harbour' | 'gated' | 'coastDealer' | 'harbourDealer' | 'gatedDealer', number>;
const tokens = {} as Record<'coast' | 'harbour', string>;
let carCounter = 0;
let keyCounter = 0;
const newKey = () => `reserve-key-${Date.now()}-${++keyCounter}`;

async function newCar(tenant: number, dealership: number, extra: Record<string, unknown> = {}) {
  carCounter += 1;
  const car = await payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `2022 Kia Sportage ${carCounter}`,
      slug: `2022-kia-sportage-r${carCounter}`,
      year: 2022,
      make: 'Kia',
      model: 'Sportage',
      car_type: 'used',
      status: 'in_stock',
      stocknum: `R${carCounter}`,
      price: 38990,
      ...extra,
    },
    context: { disableRevalidate: true },
  });
  return car;
}

const startBody = (carSlug: string, extra: Record<string, unknown> = {}) => ({
  tenant: 'reserve-coast',
  car_slug: carSlug,
  name: 'Jo Citizen',
  email: 'jo@shopper.test',
  phone: '0412 345 678',
  idempotency_key: newKey(),
  ...extra,
});
const start = (body: unknown, headers: Record<string, string> = site) => rest('POST', 'reservations/start', { body, headers });

/** A Stripe-format event (the embedded page's), signed as Stripe signs it. */
function signedEvent(reservation: Reservation, intent: Record<string, unknown> = {}) {
  const body = succeededEventBody(reservation, intent);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: embeddedWebhookSecret(payload.config.secret) });
  return { body, signature };
}
const deliver = ({ body, signature }: { body: string; signature: string }) =>
  rest('POST', 'payments/webhook', { rawBody: body, headers: { 'stripe-signature': signature } });

const reservationById = (id: number) => payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true });
const carById = (id: number) => payload.findByID({ collection: 'cars', id, depth: 0, overrideAccess: true });
const leadsOfCar = async (carId: number) =>
  (await payload.find({ collection: 'leads', where: { car: { equals: carId } }, depth: 0, overrideAccess: true })).docs;
const activeOf = async (carId: number) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { and: [{ car: { equals: carId } }, { state: { in: ['pending-payment', 'held'] } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs;
const queuedJobs = async (task: string) =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, depth: 0, limit: 0, overrideAccess: true }))
    .docs;

/** Starts a reservation for a fresh car and pays it through the webhook. */
async function heldReservation(extra: Record<string, unknown> = {}) {
  const car = await newCar(ids.coast, ids.coastDealer, extra);
  const started = await start(startBody(car.slug!));
  expect(started.status).toBe(201);
  const reservation = await reservationById(started.json.reservation_id);
  expect((await deliver(signedEvent(reservation))).status).toBe(200);
  return { car, reservation: await reservationById(reservation.id) };
}

beforeAll(async () => {
  payload = await startTestPayload();
  const tenant = async (slug: string, gates: string[] | null) => {
    const created = await createTestTenant(payload, slug);
    if (gates) await payload.update({ collection: 'tenants', id: created.id, data: { settings: { signInGates: gates as never } } });
    return created.id;
  };
  ids.coast = await tenant('reserve-coast', []);
  ids.harbour = await tenant('reserve-harbour', []);
  ids.gated = await tenant('reserve-gated', null);
  const dealership = async (tenantId: number, slug: string) =>
    (
      await payload.create({
        collection: 'dealerships',
        data: { tenant: tenantId, name: slug, slug, leadDelivery: { email: `leads@${slug}.test` } },
      })
    ).id;
  ids.coastDealer = await dealership(ids.coast, 'reserve-coast-kia');
  ids.harbourDealer = await dealership(ids.harbour, 'reserve-harbour-kia');
  ids.gatedDealer = await dealership(ids.gated, 'reserve-gated-kia');
  const user = async (email: string, tenantId: number) => {
    await payload.create({ collection: 'users', data: { email, password, tenants: [{ tenant: tenantId, roles: ['tenant-editor'] }] } });
    return (await payload.login({ collection: 'users', data: { email, password } })).token!;
  };
  tokens.coast = await user('editor@reserve-coast.test', ids.coast);
  tokens.harbour = await user('editor@reserve-harbour.test', ids.harbour);
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('starting a reservation', () => {
  it('writes the reservation, pending payment, before any payment, and answers the payment page', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const { status, json } = await start(startBody(car.slug!));
    expect(status).toBe(201);
    expect(json.payment_url).toMatch(/\/api\/payments\/embedded\/cs_embedded_\d+_/);
    expect(json.token).toBe(reservationToken(payload.config.secret, json.reservation_id));
    const stored = await reservationById(json.reservation_id);
    expect(stored).toMatchObject({
      state: 'pending-payment',
      car: car.id,
      amount: 200,
      currency: 'AUD',
      payment_mode: 'embedded',
      tenant: ids.coast,
    });
    // The payment window: 30 minutes.
    expect(new Date(stored.expires_at!).getTime() - new Date(stored.createdAt).getTime()).toBeGreaterThan(29 * 60_000);
    expect((await carById(car.id)).reserved).toBe(false);
  });

  it('names every faulty field in one 400, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'reservations', overrideAccess: true })).totalDocs;
    const { status, json } = await start({
      tenant: 'reserve-coast',
      car_slug: 'NOT A SLUG',
      name: '',
      email: 'nope',
      phone: '12',
      idempotency_key: 'x',
      colour: 'red',
    });
    expect(status).toBe(400);
    expect(json.error).toBe('Please fix the following errors:');
    expect(json.errors.map((e: { field: string }) => e.field)).toEqual(['colour']);
    const second = await start({
      tenant: 'reserve-coast',
      car_slug: 'NOT A SLUG',
      name: '',
      email: 'nope',
      phone: '12',
      idempotency_key: 'x',
    });
    expect(second.status).toBe(400);
    expect(second.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'car_slug',
      'email',
      'idempotency_key',
      'name',
      'phone',
    ]);
    expect((await payload.count({ collection: 'reservations', overrideAccess: true })).totalDocs).toBe(before);
  });

  it('refuses a car that fails the checkout rule, saying why (sold, reserved, price 200 or less)', async () => {
    const sold = await newCar(ids.coast, ids.coastDealer, { status: 'sold' });
    const cheap = await newCar(ids.coast, ids.coastDealer, { price: 200 });
    const reserved = await newCar(ids.coast, ids.coastDealer, { reserved: true });
    const answers = await Promise.all([sold, cheap, reserved].map((car) => start(startBody(car.slug!))));
    expect(answers.map((a) => [a.status, a.json.reason])).toEqual([
      [409, 'sold'],
      [409, 'no-price'],
      [409, 'reserved'],
    ]);
    expect(answers[0]!.json.error).toContain('This car has been sold');
  });

  it('is the site’s call only: no key 401, staff 403, another tenant’s car 404, a gated tenant without a shopper 401', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    expect((await start(startBody(car.slug!), {})).status).toBe(401);
    expect((await start(startBody(car.slug!), { authorization: `JWT ${tokens.coast}` })).status).toBe(403);
    // The body names the harbour tenant: coast's car is not found there.
    expect((await start(startBody(car.slug!, { tenant: 'reserve-harbour' }))).status).toBe(404);
    const gatedCar = await newCar(ids.gated, ids.gatedDealer);
    const gated = await start(startBody(gatedCar.slug!, { tenant: 'reserve-gated' }));
    expect(gated).toMatchObject({ status: 401, json: { error: 'Sign in to reserve this car' } });
    // A forged session token is no shopper.
    expect(
      (await start(startBody(gatedCar.slug!, { tenant: 'reserve-gated', shopper_token: 'forged-token-forged-token-forged' }))).status,
    ).toBe(401);
    expect(await activeOf(car.id)).toHaveLength(0);
  });

  it('refuses to send the shopper back anywhere but the tenant’s own site', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const { status, json } = await start(startBody(car.slug!, { return_origin: 'https://evil.example' }));
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'return_origin', message: 'The return origin is not an address of this site' }]);
  });

  it('10 shoppers racing for one car: exactly one gets a payment page, the other 9 a plain 409', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(startBody(car.slug!))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.json).toEqual({
        reason: 'payment-in-progress',
        error: expect.stringContaining('Another shopper is paying the deposit'),
      });
    }
    expect(await activeOf(car.id)).toHaveLength(1);
  });

  it('the same attempt again gets the same reservation and payment page', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const body = startBody(car.slug!);
    const [first, second] = [await start(body), await start(body)];
    expect(first.status).toBe(201);
    expect(second.json.reservation_id).toBe(first.json.reservation_id);
    expect(second.json.payment_url).toBe(first.json.payment_url);
  });
});

describe('the payment webhook', () => {
  it('holds the car 48 hours once paid: the car is reserved, the dealer gets a lead, the shopper’s email is queued', async () => {
    const { car, reservation } = await heldReservation();
    expect(reservation.state).toBe('held');
    expect(reservation.payment_intent).toBe(embeddedPaymentIntentId(reservation.id));
    expect(new Date(reservation.expires_at!).getTime() - new Date(reservation.paid_at!).getTime()).toBe(48 * 3_600_000);
    expect((await carById(car.id)).reserved).toBe(true);
    const leads = await leadsOfCar(car.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: 'reservation',
      category: 'Vehicle Reservation',
      event_id: 60,
      name: 'Jo Citizen',
      dealership: ids.coastDealer,
    });
    expect(leads[0]!.deliveries).toEqual([expect.objectContaining({ channel: 'email', target: 'leads@reserve-coast-kia.test' })]);
    expect(reservation.lead).toBe(leads[0]!.id);
    const mails = await queuedJobs('mailReservation');
    expect(mails.some((job) => (job.input as { reservationId: number }).reservationId === reservation.id)).toBe(true);
    // Search shows it reserved at once (no job run needed).
    const { stockSearchOf } = await import('../src/search/stockIndex');
    const indexed = await stockSearchOf(payload).getBySlug({ tenant: 'reserve-coast', soldListingDays: 3 }, car.slug!, new Date());
    expect(indexed?.reserved).toBe(true);
    // And nobody else can start on it.
    expect((await start(startBody(car.slug!))).json.reason).toBe('reserved');
  });

  it('settles a duplicated event once, also when both copies arrive together', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const started = await start(startBody(car.slug!));
    const reservation = await reservationById(started.json.reservation_id);
    const event = signedEvent(reservation);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json.outcome).sort()).toEqual(['already-settled', 'already-settled', 'held']);
    expect(await leadsOfCar(car.id)).toHaveLength(1);
    // Late, a day after.
    expect((await deliver(signedEvent(reservation))).json.outcome).toBe('already-settled');
    expect(await leadsOfCar(car.id)).toHaveLength(1);
  });

  it('refuses a bad or missing signature with a 400 and changes nothing', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const started = await start(startBody(car.slug!));
    const reservation = await reservationById(started.json.reservation_id);
    const { body } = signedEvent(reservation);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_the_secret' });
    const bad = await deliver({ body, signature: forged });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/signature/i);
    const missing = await rest('POST', 'payments/webhook', { rawBody: body });
    expect(missing.status).toBe(400);
    // A correctly signed body that was changed after signing.
    const tampered = signedEvent(reservation);
    expect((await deliver({ body: tampered.body.replace('"amount":20000', '"amount":1'), signature: tampered.signature })).status).toBe(
      400,
    );
    expect((await reservationById(reservation.id)).state).toBe('pending-payment');
    expect((await carById(car.id)).reserved).toBe(false);
  });

  it('a crash between payment and marking the car reserved leaves nothing half-written, and the redelivery repairs it', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const started = await start(startBody(car.slug!));
    const reservation = await reservationById(started.json.reservation_id);
    const intent = JSON.parse(signedEvent(reservation).body).data.object;
    await expect(
      settlePaidIntent(payload, intent, new Date(), {
        afterHold: async () => {
          throw new Error('the CMS died here');
        },
      }),
    ).rejects.toThrow('the CMS died here');
    expect((await reservationById(reservation.id)).state).toBe('pending-payment');
    expect((await carById(car.id)).reserved).toBe(false);
    expect(await leadsOfCar(car.id)).toHaveLength(0);
    // Stripe delivers again.
    expect((await deliver(signedEvent(reservation))).json.outcome).toBe('held');
    expect((await carById(car.id)).reserved).toBe(true);
    expect(await leadsOfCar(car.id)).toHaveLength(1);
  });

  it('refunds a payment that arrives after its window when another shopper holds the car', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const late = await reservationById((await start(startBody(car.slug!))).json.reservation_id);
    // The window ran out: the expiry job ends it, and the car is free for the next shopper, who pays.
    await payload.update({
      collection: 'reservations',
      id: late.id,
      data: { expires_at: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    });
    await expireDueReservations(payload);
    expect((await reservationById(late.id)).state).toBe('expired');
    const next = await reservationById((await start(startBody(car.slug!, { email: 'next@shopper.test' }))).json.reservation_id);
    expect((await deliver(signedEvent(next))).json.outcome).toBe('held');
    // Now the first shopper's money arrives.
    expect((await deliver(signedEvent(late))).json.outcome).toBe('refund-queued');
    expect(await reservationById(late.id)).toMatchObject({ state: 'refunded', payment_intent: embeddedPaymentIntentId(late.id) });
    await payload.jobs.run({ queue: 'default', limit: 50, where: { taskSlug: { equals: 'refundDeposit' } } });
    expect((await reservationById(late.id)).refund_id).toBe(`re_embedded_${late.id}`);
    expect((await reservationById(next.id)).state).toBe('held');
  });

  it('refunds a payment of the wrong amount instead of holding the car', async () => {
    const car = await newCar(ids.coast, ids.coastDealer);
    const reservation = await reservationById((await start(startBody(car.slug!))).json.reservation_id);
    expect((await deliver(signedEvent(reservation, { amount: 100, amount_received: 100 }))).json.outcome).toBe('refund-queued');
    expect((await carById(car.id)).reserved).toBe(false);
  });
});

describe('expiry', () => {
  it('releases an unconverted hold after its 48 hours: the car is back in search', async () => {
    const { car, reservation } = await heldReservation();
    // (Other tests' unpaid reservations are due by then: their 30-minute windows ran out.)
    await expireDueReservations(payload, new Date(Date.now() + 47 * 3_600_000));
    expect((await reservationById(reservation.id)).state).toBe('held');
    await expireDueReservations(payload, new Date(Date.now() + 48 * 3_600_000 + 60_000));
    expect((await reservationById(reservation.id)).state).toBe('expired');
    expect((await carById(car.id)).reserved).toBe(false);
    const { stockSearchOf } = await import('../src/search/stockIndex');
    const indexed = await stockSearchOf(payload).getBySlug({ tenant: 'reserve-coast', soldListingDays: 3 }, car.slug!, new Date());
    expect(indexed?.reserved).toBe(false);
    // Free again: another shopper can reserve it.
    expect((await start(startBody(car.slug!))).status).toBe(201);
  });

  it('leaves a hold that staff extended', async () => {
    const { reservation } = await heldReservation();
    const extended = await rest('POST', `reservations/${reservation.id}/extend`, { token: tokens.coast });
    expect(extended.status).toBe(200);
    expect(new Date(extended.json.reservation.expires_at).getTime()).toBe(new Date(reservation.expires_at!).getTime() + 24 * 3_600_000);
    await expireDueReservations(payload, new Date(new Date(reservation.expires_at!).getTime() + 60_000));
    expect((await reservationById(reservation.id)).state).toBe('held');
  });
});

describe('staff and the tenant boundary', () => {
  it('a tenant editor converts, releases and refunds their own reservations', async () => {
    const converted = await heldReservation();
    expect((await rest('POST', `reservations/${converted.reservation.id}/convert`, { token: tokens.coast })).json.reservation.state).toBe(
      'converted',
    );
    expect((await carById(converted.car.id)).reserved).toBe(true);

    const released = await heldReservation();
    expect((await rest('POST', `reservations/${released.reservation.id}/release`, { token: tokens.coast })).json.reservation.state).toBe(
      'released',
    );
    expect((await carById(released.car.id)).reserved).toBe(false);
    // A released deposit can still be refunded; a converted sale cannot.
    expect((await rest('POST', `reservations/${released.reservation.id}/refund`, { token: tokens.coast })).json.reservation.state).toBe(
      'refunded',
    );
    const refusal = await rest('POST', `reservations/${converted.reservation.id}/refund`, { token: tokens.coast });
    expect(refusal.status).toBe(409);
    expect(refusal.json.error).toBe('A reservation that is converted cannot be refunded.');
  });

  it('another tenant’s staff, anonymous callers and the site’s key can neither read nor change a reservation', async () => {
    const { reservation } = await heldReservation();
    expect((await rest('POST', `reservations/${reservation.id}/release`, { token: tokens.harbour })).status).toBe(404);
    expect((await rest('POST', `reservations/${reservation.id}/release`)).status).toBe(401);
    expect((await rest('POST', `reservations/${reservation.id}/release`, { headers: site })).status).toBe(403);
    expect((await rest('GET', `reservations/${reservation.id}`, { token: tokens.harbour })).status).toBe(404);
    expect((await rest('GET', `reservations/${reservation.id}`)).status).toBe(403);
    expect((await rest('GET', 'reservations?limit=100', { token: tokens.harbour })).json.docs).toEqual([]);
    const own = await rest('GET', 'reservations?limit=100', { token: tokens.coast });
    expect(own.json.docs.map((d: { id: number }) => d.id)).toContain(reservation.id);
    // Nobody edits or creates one over REST, staff included.
    expect((await rest('PATCH', `reservations/${reservation.id}`, { token: tokens.coast, body: { state: 'released' } })).status).toBe(403);
    expect(
      (
        await rest('POST', 'reservations', {
          token: tokens.coast,
          body: { car: reservation.car, state: 'held', amount: 1, currency: 'AUD' },
        })
      ).status,
    ).toBe(403);
    expect((await reservationById(reservation.id)).state).toBe('held');
  });

  it('the shopper’s view needs the reservation’s token and its own tenant; a forged host gets nothing', async () => {
    const { reservation } = await heldReservation();
    const token = reservationToken(payload.config.secret, reservation.id);
    const view = await rest('POST', 'reservations/view', { headers: site, body: { tenant: 'reserve-coast', id: reservation.id, token } });
    expect(view.status).toBe(200);
    expect(view.json.reservation).toMatchObject({
      id: reservation.id,
      state: 'held',
      amount: 200,
      currency: 'AUD',
      expires_at: reservation.expires_at,
    });
    expect(
      (
        await rest('POST', 'reservations/view', {
          headers: site,
          body: { tenant: 'reserve-coast', id: reservation.id, token: token.slice(1) + 'A' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await rest('POST', 'reservations/view', { headers: site, body: { tenant: 'reserve-harbour', id: reservation.id, token } })).status,
    ).toBe(404);
    expect((await rest('POST', 'reservations/view', { body: { tenant: 'reserve-coast', id: reservation.id, token } })).status).toBe(401);
  });
});
