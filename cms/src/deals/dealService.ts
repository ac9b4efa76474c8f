/**
 * The buy-online deal (issue 38): found or started per signed-in shopper and car, saved a step at a
 * time, and its purchase agreement requested once every step is done and the deposit holds the car.
 * The money-back guarantee is decided here, on the server, from the shopper's earlier guaranteed
 * deals, under a lock on the shopper: two requests at once cannot both take the last place.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import {
  CALCULATOR_TERMS,
  dealCarPrice,
  dealSheet,
  DealInputError,
  guaranteeCovers,
  LATEST_DELIVERY_DAYS,
  MONEY_BACK_GUARANTEE_LIMIT,
  nextStep,
  stepOpen,
  type BuyOnlineStep,
  type DealProgress,
  type Locale,
} from '@dealer/domain';
import { isEmailAddress } from '@dealer/domain/leads';
import { listedCarsWhere } from '../access/cars';
import type { Car, Deal } from '../payload-types';
import { idOf } from '../reservations/reservationFacts';
import { inTransaction } from '../shoppers/transaction';
import { offerTokenMatches } from '../tradeIns/offer/offerToken';
import { storeCreditApplicationLead } from './creditApplicationLead';
import { queueDealSheetMail } from './dealEmail';

export class DealRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface DealParty {
  shopperId: number;
  tenantId: number;
}

async function listedCar(payload: Payload, tenantId: number, slug: unknown): Promise<Car> {
  if (typeof slug !== 'string' || !/^[a-z0-9-]{1,200}$/.test(slug))
    throw new DealRefusal(400, 'Car must be a car of this site', 'car_slug');
  const found = await payload.find({
    collection: 'cars',
    where: { and: [{ slug: { equals: slug } }, { tenant: { equals: tenantId } }, listedCarsWhere()] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  });
  const car = found.docs[0];
  if (!car) throw new DealRefusal(404, 'This car is no longer available');
  return car;
}

/** The shopper's deal for the car, started when there is none (one per shopper and car: a unique index). */
export async function currentDeal(payload: Payload, party: DealParty, carSlug: unknown): Promise<Deal> {
  const car = await listedCar(payload, party.tenantId, carSlug);
  const find = async () =>
    (
      await payload.find({
        collection: 'deals',
        where: { and: [{ shopper: { equals: party.shopperId } }, { car: { equals: car.id } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0];
  const existing = await find();
  if (existing) return withDeposit(payload, existing);
  try {
    const created = await payload.create({
      collection: 'deals',
      data: {
        tenant: party.tenantId,
        title: `${[car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')} (stock ${car.stocknum})`,
        state: 'in-progress',
        shopper: party.shopperId,
        car: car.id,
        dealership: idOf(car.dealership),
      },
      depth: 0,
      overrideAccess: true,
    });
    return withDeposit(payload, created);
  } catch (error) {
    // The same shopper in two tabs: the index kept one deal; this is it.
    const winner = await find();
    if (winner) return withDeposit(payload, winner);
    throw error;
  }
}

/** The deposit step is done by the reservation mechanism: the shopper's held (or converted) reservation of the car. */
async function withDeposit(payload: Payload, deal: Deal): Promise<Deal> {
  if (deal.reservation) return deal;
  const found = await payload.find({
    collection: 'reservations',
    where: {
      and: [{ shopper: { equals: idOf(deal.shopper) } }, { car: { equals: idOf(deal.car) } }, { state: { in: ['held', 'converted'] } }],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  });
  const reservation = found.docs[0];
  if (!reservation) return deal;
  return payload.update({ collection: 'deals', id: deal.id, data: { reservation: reservation.id }, depth: 0, overrideAccess: true });
}

export const progressOf = (deal: Deal): DealProgress => ({
  carConfirmed: Boolean(deal.car_confirmed),
  tradeInDecided: Boolean(deal.trade_in?.decided),
  financeDecided: Boolean(deal.finance?.decided),
  deliveryChosen: Boolean(deal.delivery?.method),
  depositPaid: Boolean(deal.reservation),
  agreementRequested: deal.state !== 'in-progress',
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const whole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Saves one step's decision; the steps before it must be done. */
export async function saveStep(
  payload: Payload,
  party: DealParty,
  carSlug: unknown,
  step: unknown,
  data: unknown,
  now: Date = new Date(),
): Promise<Deal> {
  const deal = await currentDeal(payload, party, carSlug);
  if (deal.state !== 'in-progress')
    throw new DealRefusal(409, 'The purchase agreement has been requested: this deal can no longer be changed.');
  const steps: BuyOnlineStep[] = ['car', 'trade-in', 'finance', 'delivery'];
  if (typeof step !== 'string' || !steps.includes(step as BuyOnlineStep))
    throw new DealRefusal(400, `Step must be one of ${steps.join(', ')}`, 'step');
  if (!stepOpen(step as BuyOnlineStep, progressOf(deal))) throw new DealRefusal(409, 'Finish the steps before this one first.');
  const input = isObject(data) ? data : {};
  let update: Partial<Deal>;
  switch (step as BuyOnlineStep) {
    case 'car':
      update = { car_confirmed: true };
      break;
    case 'trade-in':
      update = { trade_in: await tradeInDecision(payload, party, input, now) };
      break;
    case 'finance': {
      const finance = await financeDecision(payload, party, deal, input);
      if (finance?.credit_application) return withCreditApplication(payload, party, deal, finance, input, now);
      update = { finance };
      break;
    }
    default:
      update = { delivery: await deliveryDecision(payload, party, input, now) };
  }
  return payload.update({ collection: 'deals', id: deal.id, data: update, depth: 0, overrideAccess: true });
}

/** The finance decision and its credit-application lead, in one transaction: a 2xx means both are stored. */
async function withCreditApplication(
  payload: Payload,
  party: DealParty,
  deal: Deal,
  finance: NonNullable<Deal['finance']>,
  input: Record<string, unknown>,
  now: Date,
): Promise<Deal> {
  const shopper = await payload.findByID({
    collection: 'shoppers',
    id: party.shopperId,
    depth: 0,
    overrideAccess: true,
    select: { phone: true },
  });
  return inTransaction(payload, async ({ req }) => {
    const updated = await payload.update({ collection: 'deals', id: deal.id, data: { finance }, depth: 0, overrideAccess: true, req });
    await storeCreditApplicationLead(
      req,
      updated,
      shopper,
      { name: String(input.name).trim(), email: String(input.email).trim() },
      {
        cashDeposit: finance.cash_deposit ?? 0,
        termMonths: finance.term_months ?? 60,
        balloon: finance.balloon ?? 0,
        annualRatePercent: finance.rate_percent ?? 10,
      },
      now,
    );
    return updated;
  });
}

async function tradeInDecision(payload: Payload, party: DealParty, input: Record<string, unknown>, now: Date): Promise<Deal['trade_in']> {
  if (input.none === true) return { decided: true, record: null, description: null, amount: null, expires_on: null };
  if (input.profile === true) {
    // The valuation kept on the shopper's own profile: the session is the proof it is theirs.
    const kept = await profileValuation(payload, party);
    if (!kept) throw new DealRefusal(404, 'There is no offer on your profile to attach', 'trade_in_id');
    return attachedTradeIn(payload, party, kept.tradeInId, now);
  }
  const id = input.trade_in_id;
  const token = input.offer_token;
  if (typeof id !== 'number' || typeof token !== 'string')
    throw new DealRefusal(
      400,
      'Attach a valuation (trade_in_id and offer_token, or profile: true) or choose no trade-in (none: true)',
      'trade_in_id',
    );
  if (!offerTokenMatches(payload.config.secret, id, token)) throw new DealRefusal(404, 'No such valuation', 'trade_in_id');
  return attachedTradeIn(payload, party, id, now);
}

/** A trade-in of this tenant with an offer that still stands, as the deal keeps it. */
async function attachedTradeIn(payload: Payload, party: DealParty, id: number, now: Date): Promise<Deal['trade_in']> {
  const tradeIn = await payload.findByID({ collection: 'trade-ins', id, depth: 0, overrideAccess: true, disableErrors: true });
  // Another tenant's or no offer: one answer, no hint which.
  if (!tradeIn || idOf(tradeIn.tenant) !== party.tenantId || typeof tradeIn.offer?.amount !== 'number')
    throw new DealRefusal(404, 'No such valuation', 'trade_in_id');
  const expires = tradeIn.offer.expires_on;
  if (expires && expires < now.toISOString().slice(0, 10))
    throw new DealRefusal(409, `This valuation expired on ${expires}: get a new one.`, 'trade_in_id');
  return {
    decided: true,
    record: tradeIn.id,
    description: tradeIn.title ?? 'Your trade-in',
    amount: tradeIn.offer.amount,
    expires_on: expires ?? null,
  };
}

export interface ProfileValuationOffer {
  tradeInId: number;
  description: string;
  amount: number;
  expiresOn: string | null;
}

/** The offer kept on the shopper's profile (tenants that keep valuations there), if it has an amount. */
export async function profileValuation(payload: Payload, party: DealParty): Promise<ProfileValuationOffer | null> {
  const shopper = await payload.findByID({
    collection: 'shoppers',
    id: party.shopperId,
    depth: 0,
    overrideAccess: true,
    select: { valuation: true },
  });
  const kept = shopper.valuation;
  const tradeInId = idOf(kept?.trade_in);
  if (!kept || !tradeInId || typeof kept.offer_amount !== 'number') return null;
  return {
    tradeInId,
    description: [kept.vehicle, kept.rego].filter(Boolean).join(', ') || 'Your vehicle',
    amount: kept.offer_amount,
    expiresOn: kept.offer_expires_on ?? null,
  };
}

async function financeDecision(payload: Payload, party: DealParty, deal: Deal, input: Record<string, unknown>): Promise<Deal['finance']> {
  if (input.cash === true)
    return {
      decided: true,
      cash: true,
      cash_deposit: null,
      term_months: null,
      balloon: null,
      rate_percent: null,
      credit_application: false,
    };
  const errors: string[] = [];
  if (!whole(input.cash_deposit, 0, 10_000_000)) errors.push('cash_deposit');
  if (!whole(input.term_months, Math.min(...CALCULATOR_TERMS), Math.max(...CALCULATOR_TERMS))) errors.push('term_months');
  if (!whole(input.balloon ?? 0, 0, 10_000_000)) errors.push('balloon');
  if (input.credit_application !== undefined && typeof input.credit_application !== 'boolean') errors.push('credit_application');
  if (errors.length > 0) throw new DealRefusal(400, `Check ${errors.join(', ')}: whole dollars, a term of 12 to 84 months`, errors[0]);
  if (input.credit_application === true) {
    // A credit application goes to the dealer only with the shopper's explicit consent and who they are.
    if (input.consent !== true) throw new DealRefusal(400, 'Tick the consent to apply for finance', 'consent');
    if (typeof input.name !== 'string' || input.name.trim().length < 2 || input.name.length > 100)
      throw new DealRefusal(400, 'Enter your full name to apply for finance', 'name');
    if (typeof input.email !== 'string' || !isEmailAddress(input.email.trim()) || input.email.length > 200)
      throw new DealRefusal(400, 'Enter a valid email address to apply for finance', 'email');
  }
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: party.tenantId,
    depth: 0,
    overrideAccess: true,
    select: { settings: { calculatorRatePercent: true } },
  });
  const rate = tenant.settings?.calculatorRatePercent ?? 10;
  const finance = {
    cashDeposit: input.cash_deposit as number,
    termMonths: input.term_months as number,
    balloon: (input.balloon as number | undefined) ?? 0,
    annualRatePercent: rate,
  };
  // The structure must make a deal with this car, trade-in and deposit.
  const car = await payload.findByID({ collection: 'cars', id: idOf(deal.car)!, depth: 0, overrideAccess: true });
  try {
    dealSheet({ ...(await carPriceOf(payload, car)), tradeIn: tradeInOf(deal), depositPaid: 0, finance });
  } catch (error) {
    if (error instanceof DealInputError) throw new DealRefusal(400, error.message, 'cash_deposit');
    throw error;
  }
  return {
    decided: true,
    cash: false,
    cash_deposit: finance.cashDeposit,
    term_months: finance.termMonths,
    balloon: finance.balloon,
    rate_percent: rate,
    credit_application: input.credit_application === true,
  };
}

async function deliveryDecision(payload: Payload, party: DealParty, input: Record<string, unknown>, now: Date): Promise<Deal['delivery']> {
  const date = input.date;
  const today = now.toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + LATEST_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (typeof date !== 'string' || !DATE.test(date) || date < today || date > latest)
    throw new DealRefusal(400, `Choose a date from today to ${LATEST_DELIVERY_DAYS} days ahead`, 'date');
  if (input.method === 'pickup') {
    const found = await payload.find({
      collection: 'locations',
      where: {
        and: [
          { slug: { equals: String(input.location ?? '') } },
          { tenant: { equals: party.tenantId } },
          { visible: { not_equals: false } },
        ],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    });
    const location = found.docs[0];
    if (!location) throw new DealRefusal(400, 'Choose a location from the list', 'location');
    return { method: 'pickup', location: location.id, date, address: null };
  }
  if (input.method === 'delivery') {
    if (typeof input.address !== 'string' || input.address.trim().length < 5 || input.address.length > 300)
      throw new DealRefusal(400, 'Enter the delivery address', 'address');
    return { method: 'delivery', location: null, date, address: input.address.trim() };
  }
  throw new DealRefusal(400, 'Method must be pickup or delivery', 'method');
}

/** The price the deal is made at, as the car page shows it (a car without one cannot be bought online). */
async function carPriceOf(payload: Payload, car: Car) {
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: idOf(car.tenant)!,
    depth: 0,
    overrideAccess: true,
    select: { locale: true },
  });
  const price = dealCarPrice(car, tenant.locale as Locale);
  if (!price) throw new DealRefusal(409, 'This car has no price to buy it online at: ask the dealer.');
  return price;
}
const tradeInOf = (deal: Deal) =>
  deal.trade_in?.amount ? { description: deal.trade_in.description ?? 'Your trade-in', amount: deal.trade_in.amount } : null;

/**
 * Requests the purchase agreement: every step done and the deposit paid; the deal sheet is fixed,
 * and the money-back guarantee decided from the shopper's earlier guaranteed deals in the last 12
 * months (spec §9: at most 2).
 */
export async function requestAgreement(payload: Payload, party: DealParty, carSlug: unknown, now: Date = new Date()): Promise<Deal> {
  const deal = await currentDeal(payload, party, carSlug);
  const progress = progressOf(deal);
  if (deal.state !== 'in-progress') return deal;
  const missing = nextStep(progress);
  if (missing !== 'agreement') throw new DealRefusal(409, `Finish the ${missing ?? 'earlier'} step first.`);
  const car = await payload.findByID({ collection: 'cars', id: idOf(deal.car)!, depth: 0, overrideAccess: true });
  const reservation = await payload.findByID({ collection: 'reservations', id: idOf(deal.reservation)!, depth: 0, overrideAccess: true });
  const f = deal.finance;
  const sheet = sheetOrRefusal({
    ...(await carPriceOf(payload, car)),
    tradeIn: tradeInOf(deal),
    depositPaid: reservation.amount,
    finance:
      f && !f.cash
        ? {
            cashDeposit: f.cash_deposit ?? 0,
            termMonths: f.term_months ?? 60,
            balloon: f.balloon ?? 0,
            annualRatePercent: f.rate_percent ?? 10,
          }
        : null,
  });
  return inTransaction(payload, async ({ req, execute }) => {
    // One shopper's requests take turns: the guarantee's count is read and written under this lock.
    await execute(sql`SELECT pg_advisory_xact_lock(${8_389_001}, ${party.shopperId})`);
    const since = new Date(now.getTime());
    since.setUTCMonth(since.getUTCMonth() - MONEY_BACK_GUARANTEE_LIMIT.months);
    // Read on the lock's own connection: what the requests before this one committed.
    const earlier = await execute<{ requested_at: string }>(
      sql`SELECT requested_at FROM deals WHERE shopper_id = ${party.shopperId} AND id <> ${deal.id} AND guarantee_covered
          AND state IN ('requested', 'accepted') AND requested_at > ${since.toISOString()}`,
    );
    const covered = guaranteeCovers(
      earlier.rows.map((row) => new Date(row.requested_at)),
      now,
    );
    const requested = await payload.update({
      collection: 'deals',
      id: deal.id,
      data: {
        state: 'requested',
        requested_at: now.toISOString(),
        guarantee_covered: covered,
        sheet: sheet as unknown as Record<string, unknown>,
      },
      depth: 0,
      overrideAccess: true,
      req,
    });
    // The deal sheet goes to the shopper and the dealer once this commits, retried like a lead.
    await queueDealSheetMail(req, requested.id);
    return requested;
  });
}

/** The deal sheet, or a 409 saying what does not add up (e.g. a trade-in worth more than the car). */
function sheetOrRefusal(input: Parameters<typeof dealSheet>[0]) {
  try {
    return dealSheet(input);
  } catch (error) {
    if (error instanceof DealInputError) throw new DealRefusal(409, error.message);
    throw error;
  }
}

/** What the site shows of a deal. */
export function dealView(deal: Deal, car: Pick<Car, 'slug'>, kept: ProfileValuationOffer | null = null) {
  const progress = progressOf(deal);
  return {
    id: deal.id,
    state: deal.state,
    car_slug: car.slug,
    title: deal.title,
    progress,
    next_step: nextStep(progress),
    trade_in: deal.trade_in?.decided
      ? {
          description: deal.trade_in.description ?? null,
          amount: deal.trade_in.amount ?? null,
          expires_on: deal.trade_in.expires_on ?? null,
        }
      : null,
    finance: deal.finance?.decided ? deal.finance : null,
    delivery: deal.delivery?.method ? deal.delivery : null,
    /** The offer on the shopper's profile the trade-in step can attach. */
    profile_valuation: kept && { description: kept.description, amount: kept.amount, expires_on: kept.expiresOn },
    deposit_reservation: idOf(deal.reservation),
    guarantee_covered: deal.state === 'in-progress' ? null : Boolean(deal.guarantee_covered),
    sheet: deal.sheet ?? null,
  };
}
