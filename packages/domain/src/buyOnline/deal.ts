/**
 * Buying a car online (issue 38; spec §2 `/cars/{slug}/buy-online`, `/checkout-journey?car_id=`,
 * §9 the 48-hour money-back guarantee): the journey's steps, the deal sheet's figures and whether
 * the guarantee covers a purchase. The five commitments the trade counts a sale made online by are
 * the deposit, the credit application, the honoured trade-in, the repayment structure and the
 * purchase agreement; one deal holds them all.
 */
import { repayment } from '../finance/amortisation';
import { primaryPrice, type PrimaryPriceInput } from '../carDetail/marketRules';
import type { Locale } from '../config/siteConfig';

export const BUY_ONLINE_STEPS = ['car', 'trade-in', 'finance', 'delivery', 'deposit', 'agreement'] as const;
export type BuyOnlineStep = (typeof BUY_ONLINE_STEPS)[number];

export const BUY_ONLINE_STEP_LABELS: Record<BuyOnlineStep, string> = {
  car: 'Your car',
  'trade-in': 'Trade-in',
  finance: 'Finance',
  delivery: 'Delivery or pick-up',
  deposit: 'Deposit',
  agreement: 'Purchase agreement',
};

/** What a shopper has decided so far; a step is done once its decision is recorded (skipping counts). */
export interface DealProgress {
  carConfirmed: boolean;
  /** A valuation attached, or "no trade-in". */
  tradeInDecided: boolean;
  /** A finance structure chosen, or "paying cash". */
  financeDecided: boolean;
  deliveryChosen: boolean;
  depositPaid: boolean;
  agreementRequested: boolean;
}

const DONE: Record<BuyOnlineStep, keyof DealProgress> = {
  car: 'carConfirmed',
  'trade-in': 'tradeInDecided',
  finance: 'financeDecided',
  delivery: 'deliveryChosen',
  deposit: 'depositPaid',
  agreement: 'agreementRequested',
};

/** Where a shopper who comes back resumes: the first step not done, or null when the deal is complete. */
export function nextStep(progress: DealProgress): BuyOnlineStep | null {
  return BUY_ONLINE_STEPS.find((step) => !progress[DONE[step]]) ?? null;
}

/** A step can be opened once every step before it is done (going back is always allowed). */
export function stepOpen(step: BuyOnlineStep, progress: DealProgress): boolean {
  const index = BUY_ONLINE_STEPS.indexOf(step);
  return BUY_ONLINE_STEPS.slice(0, index).every((before) => progress[DONE[before]]);
}

/** Delivery or pick-up: a date from today to this many days ahead. */
export const LATEST_DELIVERY_DAYS = 60;

/** Spec §9: the money-back guarantee covers at most 2 cars per customer in any 12 months. */
export const MONEY_BACK_GUARANTEE_LIMIT = { cars: 2, months: 12 } as const;

/** The instant `months` calendar months before `now` (the window's start, included). */
function monthsBefore(now: Date, months: number): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/**
 * Whether the guarantee covers a purchase made at `now` by a customer whose earlier guaranteed
 * purchases were made at `earlier` (accepted deals that the guarantee covered). The third within
 * 12 months is not covered. Decided on the server, from the database, never from the browser.
 */
export function guaranteeCovers(earlier: readonly Date[], now: Date): boolean {
  const since = monthsBefore(now, MONEY_BACK_GUARANTEE_LIMIT.months).getTime();
  // No upper bound: a purchase recorded a moment after `now` (a request that took its turn first) counts too.
  const inWindow = earlier.filter((at) => at.getTime() > since).length;
  return inWindow < MONEY_BACK_GUARANTEE_LIMIT.cars;
}

export interface DealLine {
  label: string;
  /** Whole currency units; negative for what comes off. */
  amount: number;
}

export interface DealSheetInput {
  /** What the car sells for: its drive-away price where the market has one (AU), else its price. */
  carPrice: number;
  /** AU, a car priced excluding government charges: that price, so the charges are itemised. */
  priceExcludingCharges?: number | null;
  tradeIn?: { description: string; amount: number } | null;
  depositPaid: number;
  finance?: { cashDeposit: number; annualRatePercent: number; termMonths: number; balloon: number } | null;
}

export interface DealSheet {
  lines: DealLine[];
  /** The drive-away total before anything comes off. */
  total: number;
  /** What the shopper still owes the dealer (financed or paid on delivery). */
  balance: number;
  finance: {
    amountFinanced: number;
    paymentMonth: number;
    paymentWeek: number;
    termMonths: number;
    balloon: number;
    annualRatePercent: number;
  } | null;
  /** What the shopper pays on delivery: the balance, less what is financed. */
  dueOnDelivery: number;
}

export class DealInputError extends RangeError {}

/**
 * The deal sheet's figures: the price (AU: the price excluding charges and the charges on their own
 * lines), the trade-in and the deposit off, then what is financed and its repayments (whole
 * dollars, as spec §9 rounds them), and what is due on delivery.
 */
export function dealSheet(input: DealSheetInput): DealSheet {
  const { carPrice, priceExcludingCharges, tradeIn, depositPaid, finance } = input;
  if (!Number.isFinite(carPrice) || carPrice <= 0) throw new DealInputError(`The car's price must be above 0 (got ${carPrice}).`);
  const lines: DealLine[] = [];
  if (typeof priceExcludingCharges === 'number' && priceExcludingCharges > 0 && priceExcludingCharges < carPrice) {
    lines.push({ label: 'Vehicle price (excl. government charges)', amount: priceExcludingCharges });
    lines.push({ label: 'Government charges and on-road costs', amount: carPrice - priceExcludingCharges });
  } else {
    lines.push({ label: 'Drive-away price', amount: carPrice });
  }
  let balance = carPrice;
  if (tradeIn && tradeIn.amount > 0) {
    if (tradeIn.amount > carPrice)
      throw new DealInputError('The trade-in is worth more than the car: the dealer pays the difference, not this sheet.');
    lines.push({ label: `Trade-in: ${tradeIn.description}`, amount: -tradeIn.amount });
    balance -= tradeIn.amount;
  }
  if (depositPaid > 0) {
    lines.push({ label: 'Deposit paid', amount: -depositPaid });
    balance -= depositPaid;
  }
  if (balance < 0) throw new DealInputError('The trade-in and deposit come to more than the car.');
  let financed: DealSheet['finance'] = null;
  let dueOnDelivery = balance;
  if (finance) {
    if (finance.cashDeposit < 0 || finance.cashDeposit > balance)
      throw new DealInputError('The cash deposit must be between 0 and the balance.');
    const amountFinanced = balance - finance.cashDeposit;
    const terms = {
      principal: amountFinanced,
      annualRatePercent: finance.annualRatePercent,
      termMonths: finance.termMonths,
      balloon: finance.balloon,
    };
    financed = {
      amountFinanced,
      paymentMonth: repayment(terms, 'monthly'),
      paymentWeek: repayment(terms, 'weekly'),
      termMonths: finance.termMonths,
      balloon: finance.balloon,
      annualRatePercent: finance.annualRatePercent,
    };
    dueOnDelivery = finance.cashDeposit;
  }
  return { lines, total: carPrice, balance, finance: financed, dueOnDelivery };
}

/** What the shopper agrees to when the finance step sends a credit application (stored on the lead, word for word). */
export const CREDIT_APPLICATION_CONSENT =
  'I consent to the dealer and its finance partners using these details to assess my application for credit, including a credit check.';

export interface BuyOnlineCarFacts {
  carType: string | null | undefined;
  make: string | null | undefined;
  /** The franchise make of the car's dealership on a one-brand site, if it has one. */
  brand?: string | null;
  /** The tenant's template: one brand (`brand`) keeps the journey to that brand's used cars. */
  template?: string | null;
}

/**
 * Spec §2: `/checkout-journey?car_id=` is "Online purchase, only for used cars of one brand". Null
 * when the car may be bought online, else why not in plain words (the page then offers the deposit
 * instead). Decided: on a site of one brand, used cars of that brand; elsewhere, any used car.
 */
export function buyOnlineRefusal(car: BuyOnlineCarFacts): string | null {
  if (car.carType !== 'used') return 'Buying online is for used cars. You can still reserve this car with a deposit.';
  if (car.template === 'brand' && car.brand && (car.make ?? '').toLowerCase() !== car.brand.toLowerCase())
    return `Buying online is for used ${car.brand} vehicles. You can still reserve this car with a deposit.`;
  return null;
}

/**
 * The price a deal is made at, as the car page shows it: the drive-away price where the market has
 * one (AU, with the price excluding government charges itemised beside it), else the reduced price
 * or the price. Null when the car shows no price (it cannot be bought online then).
 */
export function dealCarPrice(car: PrimaryPriceInput, locale: Locale): Pick<DealSheetInput, 'carPrice' | 'priceExcludingCharges'> | null {
  const shown = primaryPrice(car, locale);
  if (!shown.primary) return null;
  return {
    carPrice: shown.primary.amount,
    priceExcludingCharges: shown.secondary?.priceType === 'egc' ? shown.secondary.amount : null,
  };
}

/** The journey's address (spec §2 `/checkout-journey?car_id={slug}`), at a step when given. */
export const buyOnlinePath = (carSlug: string, step?: BuyOnlineStep) =>
  `/checkout-journey?car_id=${encodeURIComponent(carSlug)}${step ? `&step=${step}` : ''}`;
