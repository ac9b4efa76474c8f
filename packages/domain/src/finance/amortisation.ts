/**
 * Repayment maths (spec §9): standard amortisation, a 10% deposit for provider A, weekly and monthly
 * payments rounded to whole dollars, and a comparison rate to 2 decimals on the basis of a 5-year
 * secured loan of $30,000.
 */
import { roundTo } from './format';

export type RepaymentFrequency = 'weekly' | 'monthly';

export const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, monthly: 12 };

/** Spec §9: provider A's deposit. */
export const FINANCE_DEPOSIT_PERCENT = 10;

/** Spec §9: the comparison rate is based on a 5-year secured loan of $30,000. */
export const COMPARISON_RATE_BASIS = { amount: 30_000, termMonths: 60, termYears: 5, secured: true } as const;

/**
 * Spec §9: default calculator interest rate, 8.5% for one dealership group, 10 elsewhere. The group's
 * rate is its tenant setting `calculatorRatePercent` (the seed gives harbour-mazda 8.5).
 */
export const DEFAULT_CALCULATOR_RATE_PERCENT = 10;

export interface LoanTerms {
  /** Amount financed, in dollars. */
  principal: number;
  /** Nominal annual rate in percent, e.g. 8.5. */
  annualRatePercent: number;
  termMonths: number;
  /** Balloon (final payment) due with the last repayment, in dollars. */
  balloon?: number;
}

export class FinanceInputError extends RangeError {}

function checkTerms({ principal, annualRatePercent, termMonths, balloon = 0 }: LoanTerms): void {
  if (!Number.isFinite(principal) || principal < 0)
    throw new FinanceInputError(`The amount financed must be 0 or more (got ${principal}).`);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0)
    throw new FinanceInputError(`The interest rate must be 0 or more (got ${annualRatePercent}).`);
  if (!Number.isInteger(termMonths) || termMonths <= 0)
    throw new FinanceInputError(`The term must be a whole number of months above 0 (got ${termMonths}).`);
  if (!Number.isFinite(balloon) || balloon < 0 || balloon > principal)
    throw new FinanceInputError(`The final payment must be between 0 and the amount financed (got ${balloon}).`);
}

/** Number of repayments: the term in months, or in weeks (52 a year) rounded to whole weeks. */
export function numberOfPayments(termMonths: number, frequency: RepaymentFrequency): number {
  return frequency === 'monthly' ? termMonths : Math.round((termMonths * PERIODS_PER_YEAR.weekly) / 12);
}

/**
 * The level repayment of an amortising loan with an optional balloon, unrounded:
 *   payment = (P - B / (1 + r)^n) * r / (1 - (1 + r)^-n),   r = annual rate / periods a year
 * and (P - B) / n when the rate is 0.
 */
export function exactRepayment(terms: LoanTerms, frequency: RepaymentFrequency): number {
  checkTerms(terms);
  const { principal, annualRatePercent, termMonths, balloon = 0 } = terms;
  const n = numberOfPayments(termMonths, frequency);
  const r = annualRatePercent / 100 / PERIODS_PER_YEAR[frequency];
  if (r === 0) return (principal - balloon) / n;
  const growth = (1 + r) ** n;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}

/** The repayment in whole dollars (spec §9). */
export function repayment(terms: LoanTerms, frequency: RepaymentFrequency): number {
  return roundTo(exactRepayment(terms, frequency), 0);
}

export interface FinanceQuoteInput {
  price: number;
  annualRatePercent: number;
  termMonths: number;
  /** Defaults to 10 (spec §9). */
  depositPercent?: number;
  /** Final payment in dollars; defaults to 0. */
  balloon?: number;
}

export interface FinanceQuote {
  price: number;
  deposit: number;
  amountFinanced: number;
  balloon: number;
  annualRatePercent: number;
  termMonths: number;
  paymentWeek: number;
  paymentMonth: number;
}

/** Weekly and monthly repayments for a car price: deposit (whole dollars) off the price, the rest amortised. */
export function financeQuote({
  price,
  annualRatePercent,
  termMonths,
  depositPercent = FINANCE_DEPOSIT_PERCENT,
  balloon = 0,
}: FinanceQuoteInput): FinanceQuote {
  if (!Number.isFinite(price) || price <= 0) throw new FinanceInputError(`The price must be above 0 (got ${price}).`);
  if (!Number.isFinite(depositPercent) || depositPercent < 0 || depositPercent >= 100)
    throw new FinanceInputError(`The deposit must be from 0 to under 100 percent (got ${depositPercent}).`);
  const deposit = roundTo((price * depositPercent) / 100, 0);
  const amountFinanced = price - deposit;
  const terms: LoanTerms = { principal: amountFinanced, annualRatePercent, termMonths, balloon };
  return {
    price,
    deposit,
    amountFinanced,
    balloon,
    annualRatePercent,
    termMonths,
    paymentWeek: repayment(terms, 'weekly'),
    paymentMonth: repayment(terms, 'monthly'),
  };
}

export interface ComparisonRateInput {
  annualRatePercent: number;
  /** Up-front fee, added to the loan (financed). */
  establishmentFee?: number;
  /** Fee charged with every monthly repayment. */
  monthlyFee?: number;
  /** Defaults to the spec's basis: $30,000 ... */
  amount?: number;
  /** ... over 5 years. */
  termMonths?: number;
}

/**
 * The comparison rate in percent, to 2 decimals: the annual rate (12 x the monthly rate) at which the
 * repayments plus fees are worth exactly the amount lent. The loan is `amount + establishmentFee` at the
 * nominal rate, repaid monthly; the borrower receives `amount`. Without fees it equals the nominal rate.
 */
export function comparisonRate({
  annualRatePercent,
  establishmentFee = 0,
  monthlyFee = 0,
  amount = COMPARISON_RATE_BASIS.amount,
  termMonths = COMPARISON_RATE_BASIS.termMonths,
}: ComparisonRateInput): number {
  if (!Number.isFinite(establishmentFee) || establishmentFee < 0 || !Number.isFinite(monthlyFee) || monthlyFee < 0)
    throw new FinanceInputError('Fees must be 0 or more.');
  const payment = exactRepayment({ principal: amount + establishmentFee, annualRatePercent, termMonths }, 'monthly') + monthlyFee;
  const presentValue = (monthlyRate: number) =>
    monthlyRate === 0 ? payment * termMonths : (payment * (1 - (1 + monthlyRate) ** -termMonths)) / monthlyRate;
  // presentValue falls as the rate rises: bisect on the monthly rate between 0% and 100%.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return roundTo(((low + high) / 2) * 12 * 100, 2);
}
