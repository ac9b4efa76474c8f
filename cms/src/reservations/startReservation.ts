/**
 * `POST /api/reservations/start` and `POST /api/reservations/view` (issue 38), the site's calls
 * with its service account key. Start writes the reservation (pending payment) before any payment
 * starts, then opens the gateway's checkout session. The car's row is locked for the decision, and
 * a unique partial index over the active states settles anything that gets past the lock: of any
 * number of shoppers racing for one car, one gets a payment page and the others a plain 409.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Endpoint, PayloadRequest } from 'payload';
import {
  checkoutRefusal,
  checkoutRefusalText,
  depositCents,
  PAYMENT_WINDOW_MINUTES,
  paymentWindowEndsAt,
  type CheckoutRefusal,
} from '@dealer/domain';
import { LEAD_TEXTS, validateReservationRequest, type LeadFieldError } from '@dealer/domain/leads';
import { refuseAllButSiteAccount } from '../leads/siteServiceAccount';
import { readJsonObject } from '../shoppers/http';
import { shopperOfToken } from '../shoppers/sessionStrategy';
import { inTransaction } from '../shoppers/transaction';
import type { Car, Reservation } from '../payload-types';
import { paymentGatewayFromEnv, PaymentGatewayError, type PaymentGateway } from './payments';
import { checkoutNeedsSignIn, dealershipOf, idOf, reserveTermsOf, siteOriginsOf, tenantOfSlug } from './reservationFacts';
import { confirmationUrl, reservationToken, reservationTokenMatches } from './reservationToken';
import { endReservation } from './endReservation';
import { reservationView } from './reservationView';

export const PAYMENT_IN_PROGRESS_TEXT = `Another shopper is paying the deposit on this car right now. If they have not finished within ${PAYMENT_WINDOW_MINUTES} minutes, you can reserve it then.`;
export const PAYMENTS_UNAVAILABLE_TEXT = 'Online reservations are not available right now. Please call the dealership to reserve this car.';
const FIX_ERRORS = LEAD_TEXTS.errorListHeading;
export const SIGN_IN_TO_RESERVE_TEXT = 'Sign in to reserve this car';
export const ENDED_TEXT = 'This reservation has ended. Reload the page to start again.';

const refuseCaller = (req: PayloadRequest) =>
  refuseAllButSiteAccount(req, {
    noKey: 'Send the site’s key as "Authorization: service-accounts API-Key <key>".',
    notSite: 'Only the site’s service account may start or read reservations.',
  });

export type StartAnswer =
  | { status: 201 | 200; body: { reservation_id: number; payment_url: string; token: string } }
  | { status: 400; body: { error: string; errors: LeadFieldError[] } }
  | { status: 401 | 404 | 502 | 503; body: { error: string } }
  | { status: 409; body: { error: string; reason: CheckoutRefusal | 'payment-in-progress' | 'ended' } };

function refused(reason: CheckoutRefusal | 'payment-in-progress', vehicleWord = 'car'): StartAnswer {
  if (reason === 'payment-in-progress') return { status: 409, body: { error: PAYMENT_IN_PROGRESS_TEXT, reason } };
  const { heading, body } = checkoutRefusalText(reason, vehicleWord);
  return { status: 409, body: { error: `${heading}. ${body}`, reason } };
}

/** The car a reservation is for, as the lock reads it. */
type LockedCar = Pick<
  Car,
  'id' | 'slug' | 'status' | 'reserved' | 'price' | 'offer_price' | 'year' | 'make' | 'model' | 'badge' | 'stocknum' | 'item_type'
> & {
  dealership: number | null;
};

const carTitle = (car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>) =>
  `${[car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')} (stock ${car.stocknum})`;

const vehicleWordOf = (car: Pick<Car, 'item_type'>) =>
  car.item_type === 'caravan' ? 'caravan' : car.item_type === 'motorcycle' ? 'motorcycle' : 'car';

export async function startReservation(
  req: PayloadRequest,
  body: Record<string, unknown>,
  now: Date = new Date(),
  gateway: PaymentGateway | null = paymentGatewayFromEnv(),
): Promise<StartAnswer> {
  const { payload } = req;
  const { tenant: tenantSlug, shopper_token: shopperToken, return_origin: returnOrigin, ...request } = body;
  const errors: LeadFieldError[] = [];
  if (typeof tenantSlug !== 'string' || !/^[a-z0-9-]{1,100}$/.test(tenantSlug))
    errors.push({ field: 'tenant', message: 'Tenant must be a tenant slug' });
  if (shopperToken !== undefined && (typeof shopperToken !== 'string' || shopperToken.length > 200))
    errors.push({ field: 'shopper_token', message: 'The shopper token must be text' });
  if (returnOrigin !== undefined && typeof returnOrigin !== 'string')
    errors.push({ field: 'return_origin', message: 'The return origin must be text' });
  const validation = await validateReservationRequest(request);
  if (!validation.ok) errors.push(...validation.errors);
  if (errors.length > 0 || !validation.ok) return { status: 400, body: { error: FIX_ERRORS, errors } };
  const contact = validation.value;

  const tenant = await tenantOfSlug(payload, tenantSlug as string);
  if (!tenant) return { status: 404, body: { error: `No site is called "${String(tenantSlug)}".` } };
  const origins = siteOriginsOf(tenant);
  const origin = typeof returnOrigin === 'string' ? origins.find((o) => o === returnOrigin.replace(/\/$/, '')) : origins[0];
  if (!origin)
    return {
      status: 400,
      body: { error: FIX_ERRORS, errors: [{ field: 'return_origin', message: 'The return origin is not an address of this site' }] },
    };

  const shopper = typeof shopperToken === 'string' && shopperToken ? await shopperOfToken(payload, shopperToken, now) : null;
  const shopperId = shopper && shopper.tenant === tenant.id ? shopper.id : null;
  if (shopperId === null && checkoutNeedsSignIn(tenant)) return { status: 401, body: { error: SIGN_IN_TO_RESERVE_TEXT } };
  if (!gateway) return { status: 503, body: { error: PAYMENTS_UNAVAILABLE_TEXT } };

  // The same attempt again (a double click, a retry): the reservation it made, if it is still open.
  const again = await reservationWithKey(req, tenant.id, contact.idempotency_key);
  if (again) {
    if (again.state === 'pending-payment') return openCheckout(req, again, gateway, now);
    const token = reservationToken(payload.config.secret, again.id);
    // Paid already: the shopper's own confirmation.
    if (again.state === 'held' || again.state === 'converted')
      return { status: 200, body: { reservation_id: again.id, payment_url: confirmationUrl(payload.config.secret, again), token } };
    return { status: 409, body: { error: ENDED_TEXT, reason: 'ended' } };
  }

  type Decision = { answer: StartAnswer } | { reservation: Reservation };
  const decided: Decision = await inTransaction(payload, async (tx): Promise<Decision> => {
    // Every decision about this car waits here for the one before it, briefly: a crowd of
    // shoppers must not hold the connection pool waiting on one car.
    await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
    const locked = await tx.execute<{ id: number }>(
      sql`SELECT id FROM cars WHERE slug = ${contact.car_slug} AND tenant_id = ${tenant.id} AND show_on_dealer_website FOR UPDATE`,
    );
    const carId = locked.rows[0]?.id;
    if (carId === undefined) return { answer: { status: 404, body: { error: 'This car is no longer available' } } };
    const car = (await payload.findByID({
      collection: 'cars',
      id: carId,
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    })) as unknown as LockedCar;
    const dealership = await dealershipOf(payload, idOf(car.dealership), tx.req);
    const terms = reserveTermsOf(tenant, dealership);
    const refusal = checkoutRefusal(
      { ...car, price: car.price ?? null, offer_price: car.offer_price ?? null, reserved: Boolean(car.reserved) },
      terms.reserveEnabled,
    );
    if (refusal) return { answer: refused(refusal, vehicleWordOf(car)) };
    const active = await tx.execute<{ id: number; state: string; shopper_id: number | null }>(
      sql`SELECT id, state, shopper_id FROM reservations WHERE car_id = ${carId} AND state IN ('pending-payment', 'held')`,
    );
    const current = active.rows[0];
    if (current) {
      // The same signed-in shopper coming back to pay: their own session again.
      if (current.state === 'pending-payment' && shopperId !== null && current.shopper_id === shopperId) {
        return {
          reservation: await payload.findByID({ collection: 'reservations', id: current.id, depth: 0, req: tx.req, overrideAccess: true }),
        };
      }
      return { answer: refused(current.state === 'held' ? 'reserved' : 'payment-in-progress', vehicleWordOf(car)) };
    }
    const reservation = await payload.create({
      collection: 'reservations',
      data: {
        tenant: tenant.id,
        title: carTitle(car),
        state: 'pending-payment',
        car: carId,
        dealership: dealership?.id ?? null,
        amount: terms.deposit,
        currency: terms.currency,
        expires_at: paymentWindowEndsAt(now).toISOString(),
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        shopper: shopperId,
        payment_mode: gateway.mode,
        return_origin: origin,
        idempotency_key: contact.idempotency_key,
        history: [{ at: now.toISOString(), state: 'pending-payment', by: 'Shopper', note: 'Started paying the deposit' }],
      },
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    });
    return { reservation };
  }).catch(async (error: unknown): Promise<Decision> => {
    // The partial index refused a second active reservation that got past the lock, or the lock
    // was held too long by others deciding on the same car.
    if (isUniqueViolation(error) || hasCode(error, '55P03')) {
      const winner = await reservationWithKey(req, tenant.id, contact.idempotency_key);
      if (winner) return { reservation: winner };
      return { answer: refused('payment-in-progress') };
    }
    throw error;
  });
  if ('answer' in decided) return decided.answer;
  return openCheckout(req, decided.reservation, gateway, now);
}

/** Opens (or finds again: the gateway is idempotent per reservation) the payment page of a pending reservation. */
async function openCheckout(
  req: PayloadRequest,
  reservation: Reservation,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<StartAnswer> {
  const { payload } = req;
  const token = reservationToken(payload.config.secret, reservation.id);
  const carSlug = await carSlugOf(req, reservation);
  const back = `${reservation.return_origin}/cars/${encodeURIComponent(carSlug)}`;
  let session;
  try {
    session = await gateway.createCheckout({
      reservationId: reservation.id,
      tenantSlug: String(reservation.tenant),
      amountCents: depositCents(reservation.amount),
      currency: reservation.currency.toLowerCase() as 'aud' | 'nzd' | 'usd',
      description: `Deposit to reserve ${reservation.title}`,
      customerEmail: reservation.email,
      successUrl: confirmationUrl(payload.config.secret, reservation),
      cancelUrl: back,
      expiresAt: new Date(reservation.expires_at ?? paymentWindowEndsAt(now).toISOString()),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    payload.logger.error({ err: error, msg: `Reservation ${reservation.id}: the payment could not start; the car is free again.` });
    // Nothing was charged: the car must not stay claimed by a payment that never opened.
    await endReservation(payload, reservation.id, { to: 'released', by: 'System', note: `The payment could not start: ${error.message}` });
    return { status: 502, body: { error: PAYMENTS_UNAVAILABLE_TEXT } };
  }
  if (reservation.checkout_session !== session.id) {
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { checkout_session: session.id },
      depth: 0,
      overrideAccess: true,
      select: {},
    });
  }
  return { status: 201, body: { reservation_id: reservation.id, payment_url: session.url, token } };
}

async function carSlugOf(req: PayloadRequest, reservation: Reservation): Promise<string> {
  const car = await req.payload.findByID({
    collection: 'cars',
    id: idOf(reservation.car)!,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  });
  return car.slug ?? '';
}

async function reservationWithKey(req: PayloadRequest, tenantId: number, key: string): Promise<Reservation | null> {
  const found = await req.payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: tenantId } }, { idempotency_key: { equals: key } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  });
  return found.docs[0] ?? null;
}

/** A PostgreSQL error code anywhere in the cause chain (drizzle and Payload wrap the driver's error). */
const hasCode = (error: unknown, code: string): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === code) return true;
  return false;
};
const isUniqueViolation = (error: unknown): boolean =>
  hasCode(error, '23505') || /duplicate key|unique/i.test(String((error as Error)?.message ?? ''));

export const startReservationEndpoint: Endpoint = {
  path: '/start',
  method: 'post',
  handler: async (req) => {
    const refusedCaller = refuseCaller(req);
    if (refusedCaller) return refusedCaller;
    const read = await readJsonObject(req, 'error');
    if (!read.ok) return read.answer;
    const answer = await startReservation(req, read.body);
    return Response.json(answer.body, { status: answer.status });
  },
};

/** `POST /api/reservations/view` `{ tenant, id, token }`: what the shopper's confirmation page shows. */
export const reservationViewEndpoint: Endpoint = {
  path: '/view',
  method: 'post',
  handler: async (req) => {
    const refusedCaller = refuseCaller(req);
    if (refusedCaller) return refusedCaller;
    const read = await readJsonObject(req, 'error');
    if (!read.ok) return read.answer;
    const { tenant: slug, id, token } = read.body;
    const notFound = () => Response.json({ error: 'No such reservation' }, { status: 404 });
    if (typeof slug !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id) || typeof token !== 'string') return notFound();
    // A wrong token and a wrong id answer alike: nothing tells which reservations exist.
    if (!reservationTokenMatches(req.payload.config.secret, id, token)) return notFound();
    const view = await reservationView(req.payload, id, slug);
    return view ? Response.json({ reservation: view }) : notFound();
  },
};
