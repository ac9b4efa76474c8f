/**
 * The finance disclaimer under the finance widget (spec §9): the rate (as 'Indicative APR' for the
 * provider whose disclaimers use it), the comparison rate with its basis ($30,000 over 5 years,
 * secured), the repayment example ('$0 final payment' for that provider), the comparison-rate
 * warning in Australia (unless the lender's text states it already), provider A's offer validity,
 * then the lender's own disclaimer (spec §7).
 */
import type { Locale } from '../config/siteConfig';
import { COMPARISON_RATE_BASIS } from './amortisation';
import { formatDollars, formatRate, roundTo } from './format';
import type { FinanceLenderEntry, FinanceProvider } from './lenderEntry';
import { formatLongDate, offerValidUntil } from './offerValidity';
import { PROVIDER_RULES } from './providerRules';

/** The warning Australian credit law prescribes wherever a comparison rate is advertised. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** Lowercase, single spaces: to tell whether a lender's text already carries a sentence. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether the lender's own disclaimer already states the comparison-rate warning (some lenders' texts do). */
export function hasComparisonRateWarning(lenderText: string | null): boolean {
  return lenderText !== null && normalised(lenderText).includes(normalised(COMPARISON_RATE_WARNING));
}

export const INDICATIVE_APR_LABEL = 'Indicative APR';
export const INTEREST_RATE_LABEL = 'Interest rate';

export interface FinanceDisclaimerInput {
  provider: FinanceProvider;
  entry: FinanceLenderEntry;
  /** The car's advertised price in dollars. */
  price: number;
  /** Today as YYYY-MM-DD in the dealer's zone (never read from the clock here). */
  today: string;
  /** Defaults to en-AU. */
  locale?: Locale;
}

/** The deposit shown for a provider: the entry's, else the provider's percentage of the price (whole dollars). */
export function financeDeposit(provider: FinanceProvider, entry: FinanceLenderEntry, price: number): number | null {
  if (entry.deposit !== null) return entry.deposit;
  const percent = PROVIDER_RULES[provider].depositPercent;
  return percent === null ? null : roundTo((price * percent) / 100, 0);
}

/** `['a', 'b', 'c']` -> `a, b and c` */
function listClauses(clauses: string[]): string {
  if (clauses.length <= 1) return clauses.join('');
  return `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
}

function repaymentSentence(provider: FinanceProvider, entry: FinanceLenderEntry, price: number): string | null {
  const rule = PROVIDER_RULES[provider];
  const frequency =
    rule.requiredPayment ?? (entry.paymentWeek !== null ? 'paymentWeek' : entry.paymentMonth !== null ? 'paymentMonth' : null);
  const amount = frequency === null ? null : entry[frequency];
  if (frequency === null || amount === null) return null;
  const clauses = [`a vehicle price of ${formatDollars(price)}`];
  const deposit = financeDeposit(provider, entry, price);
  if (deposit !== null) {
    const percentWording = entry.deposit === null && rule.depositPercent !== null ? `${rule.depositPercent}% ` : '';
    clauses.push(`a ${percentWording}deposit of ${formatDollars(deposit)}`);
  }
  if (entry.termMonths !== null) clauses.push(`a ${entry.termMonths} month term`);
  const balloon = entry.balloon ?? 0;
  if (balloon > 0) clauses.push(`a final payment of ${formatDollars(balloon)}`);
  else if (rule.indicativeApr) clauses.push('a $0 final payment');
  const period = frequency === 'paymentWeek' ? 'Weekly' : 'Monthly';
  return `${period} repayment of ${formatDollars(amount)} based on ${listClauses(clauses)}.`;
}

export function financeDisclaimer({ provider, entry, price, today, locale = 'en-AU' }: FinanceDisclaimerInput): string {
  const rule = PROVIDER_RULES[provider];
  const sentences: string[] = [];
  if (entry.interestRate !== null) {
    sentences.push(`${rule.indicativeApr ? INDICATIVE_APR_LABEL : INTEREST_RATE_LABEL} ${formatRate(entry.interestRate)} p.a.`);
  }
  if (entry.comparisonRate !== null) {
    sentences.push(
      `Comparison rate ${formatRate(entry.comparisonRate)} p.a. based on a secured loan of ${formatDollars(COMPARISON_RATE_BASIS.amount)} over ${COMPARISON_RATE_BASIS.termYears} years.`,
    );
  }
  const repayment = repaymentSentence(provider, entry, price);
  if (repayment) sentences.push(repayment);
  // Once only: the lender's text, added verbatim below, may carry the warning already.
  if (entry.comparisonRate !== null && locale === 'en-AU' && !hasComparisonRateWarning(entry.disclaimer)) {
    sentences.push(COMPARISON_RATE_WARNING);
  }
  if (rule.offerValidityMonths !== null) {
    sentences.push(`Offer valid until ${formatLongDate(offerValidUntil(today, rule.offerValidityMonths))}.`);
  }
  if (entry.disclaimer) sentences.push(entry.disclaimer);
  return sentences.join(' ');
}
