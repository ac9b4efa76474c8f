/**
 * The finance calculator of `/finance-calculator` (spec §2 "a finance calculator (guaranteed future
 * value)", §9 default rate): what a shopper types, checked, and the repayments from the domain's
 * amortisation. With a guaranteed future value (GFV) the loan ends in a final payment the maker
 * guarantees the car will be worth; the repayments cover the rest.
 */
import { exactRepayment, numberOfPayments, DEFAULT_CALCULATOR_RATE_PERCENT } from './amortisation';
import { roundTo } from './format';

/** Terms the calculator offers, in months (1 to 7 years). */
export const CALCULATOR_TERMS = [12, 24, 36, 48, 60, 72, 84] as const;

/**
 * Spec: "guaranteed future value" without the figures ("not shown"). Ours: the share of the price
 * guaranteed at the end of the term, as makers' GFV programs quote for average kilometres (about
 * 15,000 a year). GFV is offered on these terms only; other terms are ordinary loans.
 */
export const GUARANTEED_FUTURE_VALUE_PERCENT: Readonly<Record<number, number>> = { 24: 55, 36: 45, 48: 37 };

export const CALCULATOR_LIMITS = { maxPrice: 2_000_000, maxRatePercent: 30 } as const;

export interface CalculatorInput {
  /** The car's price, whole currency units. */
  price: number;
  /** Paid up front, whole currency units. */
  deposit: number;
  termMonths: number;
  annualRatePercent: number;
  /** Finish with the guaranteed future value as the final payment (GFV terms only). */
  guaranteedFutureValue: boolean;
}

export interface CalculatorResult {
  amountFinanced: number;
  /** The final payment: the guaranteed future value, or 0. */
  finalPayment: number;
  paymentWeek: number;
  paymentMonth: number;
  /** The monthly repayment shown times the repayments, plus the final payment (the deposit not included). */
  totalMonthly: number;
}

export type CalculatorField = keyof CalculatorInput;
export type CalculatorOutcome =
  | { ok: true; result: CalculatorResult }
  | { ok: false; errors: { field: CalculatorField; message: string }[] };

export const guaranteedFutureValueOffered = (termMonths: number) => Object.hasOwn(GUARANTEED_FUTURE_VALUE_PERCENT, termMonths);

/** The guaranteed future value of a car at `price` over `termMonths`, whole units; 0 where not offered. */
export function guaranteedFutureValue(price: number, termMonths: number): number {
  const percent = GUARANTEED_FUTURE_VALUE_PERCENT[termMonths];
  return percent === undefined ? 0 : roundTo((price * percent) / 100, 0);
}

/** The calculator's first figures: a mid-range price, 10% down, 5 years at the tenant's rate. */
export function calculatorDefaults(annualRatePercent = DEFAULT_CALCULATOR_RATE_PERCENT, price = 35_000): CalculatorInput {
  return { price, deposit: roundTo(price / 10, 0), termMonths: 60, annualRatePercent, guaranteedFutureValue: false };
}

const finite = (value: number) => typeof value === 'number' && Number.isFinite(value);

/** Checks the input and works out the repayments (whole units, as the spec rounds them). */
export function calculateRepayments(input: CalculatorInput): CalculatorOutcome {
  const errors: { field: CalculatorField; message: string }[] = [];
  const { price, deposit, termMonths, annualRatePercent } = input;
  if (!finite(price) || price <= 0) errors.push({ field: 'price', message: 'Enter the vehicle price' });
  else if (price > CALCULATOR_LIMITS.maxPrice) errors.push({ field: 'price', message: 'Enter a vehicle price up to 2,000,000' });
  if (!finite(deposit) || deposit < 0) errors.push({ field: 'deposit', message: 'Enter a deposit of 0 or more' });
  else if (finite(price) && price > 0 && deposit >= price)
    errors.push({ field: 'deposit', message: 'The deposit must be less than the price' });
  if (!(CALCULATOR_TERMS as readonly number[]).includes(termMonths)) errors.push({ field: 'termMonths', message: 'Choose a loan term' });
  if (!finite(annualRatePercent) || annualRatePercent < 0 || annualRatePercent > CALCULATOR_LIMITS.maxRatePercent)
    errors.push({ field: 'annualRatePercent', message: 'Enter an interest rate from 0 to 30%' });
  const gfv = input.guaranteedFutureValue && guaranteedFutureValueOffered(termMonths);
  if (input.guaranteedFutureValue && !gfv && !errors.some((e) => e.field === 'termMonths'))
    errors.push({ field: 'guaranteedFutureValue', message: 'A guaranteed future value is offered on 24, 36 and 48 month terms' });
  if (errors.length > 0) return { ok: false, errors };

  const amountFinanced = price - deposit;
  // The guarantee is on the car's value; the loan's final payment cannot exceed what is owed.
  const finalPayment = gfv ? Math.min(guaranteedFutureValue(price, termMonths), amountFinanced) : 0;
  const terms = { principal: amountFinanced, annualRatePercent, termMonths, balloon: finalPayment };
  const paymentMonth = roundTo(exactRepayment(terms, 'monthly'), 0);
  return {
    ok: true,
    result: {
      amountFinanced,
      finalPayment,
      paymentWeek: roundTo(exactRepayment(terms, 'weekly'), 0),
      paymentMonth,
      // What the shopper can check: the repayment shown, times the repayments, plus the final one.
      totalMonthly: paymentMonth * numberOfPayments(termMonths, 'monthly') + finalPayment,
    },
  };
}
