/**
 * `finance_lenders` entries (spec §3 "Finance lender entry", §5 finance display rules, §9).
 * Provider A is the term-loan provider: 10% deposit, comparison rate based on a 5-year secured
 * loan of $30,000, offer valid one month from today. Provider G's disclaimer uses the exact
 * phrases 'Indicative APR' and '$0 final payment'. Payments round to whole dollars, the
 * comparison rate to 2 decimals.
 */
export const PROVIDERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface LenderEntry {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  termMonths: number;
  termYears: number;
  deposit: number;
  balloon: number;
  disclaimer: string;
}

export type FinanceLenders = Partial<Record<Provider, LenderEntry>>;

interface ProviderTerms {
  rate: number;
  /** Added to the rate for the comparison rate (fees). */
  fees: number;
  termMonths: number;
  depositShare: number;
  balloonShare: number;
  /** D, E and F publish weekly payments; G publishes monthly only. */
  publishes: 'both' | 'week' | 'month';
}

const TERMS: Record<Provider, ProviderTerms> = {
  A: { rate: 8.49, fees: 0.63, termMonths: 60, depositShare: 0.1, balloonShare: 0, publishes: 'both' },
  B: { rate: 7.99, fees: 0.46, termMonths: 48, depositShare: 0, balloonShare: 0.3, publishes: 'both' },
  C: { rate: 9.25, fees: 0.55, termMonths: 60, depositShare: 0.1, balloonShare: 0.2, publishes: 'both' },
  D: { rate: 10.5, fees: 0.7, termMonths: 72, depositShare: 0, balloonShare: 0, publishes: 'week' },
  E: { rate: 11.95, fees: 0.65, termMonths: 60, depositShare: 0.1, balloonShare: 0, publishes: 'week' },
  F: { rate: 12.5, fees: 0.6, termMonths: 60, depositShare: 0, balloonShare: 0.25, publishes: 'week' },
  G: { rate: 6.99, fees: 0.5, termMonths: 60, depositShare: 0, balloonShare: 0, publishes: 'month' },
};

/** Monthly repayment of an amortised loan with a balloon, in whole dollars. */
export function monthlyPayment(principal: number, ratePercent: number, months: number, balloon: number): number {
  const r = ratePercent / 100 / 12;
  if (r === 0) return Math.round((principal - balloon) / months);
  const payment = ((principal - balloon / (1 + r) ** months) * r) / (1 - (1 + r) ** -months);
  return Math.round(payment);
}

const money = (value: number) => `$${value.toLocaleString('en-AU')}`;

function disclaimer(provider: Provider, e: Omit<LenderEntry, 'disclaimer'>, validUntil: string): string {
  const rate = e.interestRate ?? 0;
  switch (provider) {
    case 'A':
      return `*Comparison rate of ${e.comparisonRate}% p.a. based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Repayments based on ${rate}% p.a., a 10% deposit of ${money(e.deposit)} and a ${e.termMonths} month term. Offer valid until ${validUntil}. Approved applicants only.`;
    case 'B':
      return `Estimated repayments of ${money(e.paymentMonth ?? 0)} per month at ${rate}% p.a. (comparison rate ${e.comparisonRate}% p.a.) over ${e.termYears} years with a ${money(e.balloon)} balloon. Subject to credit approval.`;
    case 'C':
      return `Indicative repayments only, at ${rate}% p.a. fixed for ${e.termMonths} months with a ${money(e.deposit)} deposit. Comparison rate ${e.comparisonRate}% p.a. Fees and charges apply.`;
    case 'D':
      return `Weekly repayment of ${money(e.paymentWeek ?? 0)} based on ${rate}% p.a. over ${e.termMonths} months with no deposit. Comparison rate ${e.comparisonRate}% p.a. Lending criteria apply.`;
    case 'E':
      return `From ${money(e.paymentWeek ?? 0)} per week at ${rate}% p.a. (comparison rate ${e.comparisonRate}% p.a.) for ${e.termYears} years. Deposit ${money(e.deposit)}. Credit provided subject to approval.`;
    case 'F':
      return `${money(e.paymentWeek ?? 0)}/week over ${e.termMonths} months at ${rate}% p.a. with a final balloon of ${money(e.balloon)}. Comparison rate ${e.comparisonRate}% p.a. Terms and conditions apply.`;
    case 'G':
      return `Indicative APR ${rate}% over ${e.termMonths} months with $0 deposit and $0 final payment. Monthly repayments of ${money(e.paymentMonth ?? 0)}. Comparison rate ${e.comparisonRate}% p.a. Approved applicants only.`;
  }
}

export interface LenderOptions {
  /** Exercise the "non-null interestRate" rule (spec §5). */
  nullRate?: boolean;
  /** Exercise "weekly payment present" for D, E and F. */
  noWeekly?: boolean;
}

export function lenderEntry(provider: Provider, price: number, now: Date, options: LenderOptions = {}): LenderEntry {
  const t = TERMS[provider];
  const deposit = Math.round(price * t.depositShare);
  const balloon = Math.round(price * t.balloonShare);
  const month = monthlyPayment(price - deposit, t.rate, t.termMonths, balloon);
  const validUntil = new Date(now.getFullYear(), now.getMonth() + 1, now.getDate()).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const base: Omit<LenderEntry, 'disclaimer'> = {
    interestRate: options.nullRate ? null : t.rate,
    comparisonRate: Math.round((t.rate + t.fees) * 100) / 100,
    paymentWeek: options.noWeekly || t.publishes === 'month' ? null : Math.round((month * 12) / 52),
    paymentMonth: t.publishes === 'week' ? null : month,
    termMonths: t.termMonths,
    termYears: t.termMonths / 12,
    deposit,
    balloon,
  };
  return { ...base, disclaimer: disclaimer(provider, base, validUntil) };
}

export function financeLenders(providers: readonly Provider[], price: number, now: Date, options: LenderOptions = {}): FinanceLenders {
  return Object.fromEntries(providers.map((p) => [p, lenderEntry(p, price, now, options)]));
}
