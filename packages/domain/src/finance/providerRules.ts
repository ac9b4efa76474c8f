/**
 * What each finance provider shows and needs (spec §5 "Finance display, per provider", §9 provider A).
 * One table, read by the display rule and the disclaimer.
 */
import type { FinanceProvider } from './lenderEntry';

export type FinanceField = 'paymentWeek' | 'paymentMonth' | 'interestRate' | 'comparisonRate' | 'term' | 'deposit' | 'balloon';

export interface ProviderRule {
  /** Spec §5: price over 500 (providers A, D, E, F, G). */
  needsPriceOver500: boolean;
  /** Spec §5/§9: provider A shows only cars newer than current year minus 12. */
  yearWindow: number | null;
  /** The payment the provider's entry must carry (spec §5). */
  requiredPayment: 'paymentWeek' | 'paymentMonth' | null;
  /** Shown in this order; the first is the headline. */
  fields: readonly FinanceField[];
  /** Spec §9: one provider's disclaimers say 'Indicative APR' and '$0 final payment'. */
  indicativeApr: boolean;
  /** Spec §9: provider A's 10% deposit. */
  depositPercent: number | null;
  /** Spec §9: provider A's offer is valid one month from today. */
  offerValidityMonths: number | null;
}

const RATES = ['interestRate', 'comparisonRate', 'term'] as const;
const PLAIN = { yearWindow: null, indicativeApr: false, depositPercent: null, offerValidityMonths: null } as const;

export const PROVIDER_RULES: Record<FinanceProvider, ProviderRule> = {
  // A: the term-loan provider.
  A: {
    needsPriceOver500: true,
    yearWindow: 12,
    requiredPayment: 'paymentWeek',
    fields: ['paymentWeek', ...RATES, 'deposit', 'balloon'],
    indicativeApr: true,
    depositPercent: 10,
    offerValidityMonths: 1,
  },
  B: { ...PLAIN, needsPriceOver500: false, requiredPayment: null, fields: RATES },
  C: { ...PLAIN, needsPriceOver500: false, requiredPayment: null, fields: RATES },
  // D, E, F: manual, angle, powertorque.
  D: { ...PLAIN, needsPriceOver500: true, requiredPayment: 'paymentWeek', fields: ['paymentWeek', ...RATES] },
  E: { ...PLAIN, needsPriceOver500: true, requiredPayment: 'paymentWeek', fields: ['paymentWeek', ...RATES] },
  F: { ...PLAIN, needsPriceOver500: true, requiredPayment: 'paymentWeek', fields: ['paymentWeek', ...RATES] },
  G: { ...PLAIN, needsPriceOver500: true, requiredPayment: 'paymentMonth', fields: ['paymentMonth', ...RATES] },
};
