/**
 * Whether the car detail page shows the finance widget, and what it shows (spec §5 "Finance display,
 * per provider"). The excluded dealership group(s) and dealerships are configuration, passed in.
 */
import { advertisedPrice, isCarAvailable, type CarStateInput, type PricedCarInput } from '../carDetail/vehicle';
import type { Locale } from '../config/siteConfig';
import { financeDeposit, financeDisclaimer, INDICATIVE_APR_LABEL } from './disclaimer';
import { formatDollars, formatRate } from './format';
import { readLenderEntry, type FinanceLenderEntry, type FinanceProvider } from './lenderEntry';
import { offerValidUntil, parseCalendarDate } from './offerValidity';
import { PROVIDER_RULES, type FinanceField } from './providerRules';

/** Spec §9: finance display price over 500. */
export const FINANCE_MINIMUM_PRICE = 500;

export interface FinanceCarInput extends CarStateInput, PricedCarInput {
  year: number;
  finance_lenders?: unknown;
}

export interface FinanceDealershipInput {
  id: string | number;
  /** The dealership group the dealership belongs to. */
  groupSlug?: string | null;
  /** "Certain flagged dealerships" (spec §5): the CMS's cars setting hideFinance. */
  hideFinance?: boolean | null;
}

/** Configuration: where finance is never shown (spec §5). */
export interface FinanceExclusions {
  /** The named budget-brand dealership group (and any other group so configured). */
  groupSlugs: readonly string[];
  /** The listed group of dealerships. */
  dealershipIds: readonly (string | number)[];
}

export interface FinanceDisplayInput {
  car: FinanceCarInput;
  dealership: FinanceDealershipInput;
  /** The dealership's finance provider. */
  provider: FinanceProvider | null | undefined;
  exclusions: FinanceExclusions;
  /** Today as YYYY-MM-DD in the dealer's zone: gives the current year and the offer validity. */
  today: string;
  /** The merged finance feature flag (spec §6); defaults to on. */
  financeEnabled?: boolean;
  locale?: Locale;
}

export type FinanceHiddenReason =
  | 'finance-disabled'
  | 'no-provider'
  | 'excluded-group'
  | 'flagged-dealership'
  | 'excluded-dealership'
  | 'no-entry'
  | 'missing-rates'
  | 'not-available'
  | 'price-too-low'
  | 'too-old'
  | 'missing-payment';

export interface FinanceFigure {
  field: FinanceField;
  label: string;
  value: string;
}

export type FinanceDisplay =
  | { shown: false; reason: FinanceHiddenReason }
  | {
      shown: true;
      provider: FinanceProvider;
      entry: FinanceLenderEntry;
      /** The first figure, shown large. */
      headline: FinanceFigure;
      figures: FinanceFigure[];
      disclaimer: string;
      /** YYYY-MM-DD, for providers whose offers expire (provider A). */
      validUntil: string | null;
    };

function figureFor(field: FinanceField, provider: FinanceProvider, entry: FinanceLenderEntry, price: number): FinanceFigure | null {
  const rule = PROVIDER_RULES[provider];
  switch (field) {
    case 'paymentWeek':
      return entry.paymentWeek === null ? null : { field, label: 'Per Week', value: formatDollars(entry.paymentWeek) };
    case 'paymentMonth':
      return entry.paymentMonth === null ? null : { field, label: 'Per Month', value: formatDollars(entry.paymentMonth) };
    case 'interestRate':
      return entry.interestRate === null
        ? null
        : { field, label: rule.indicativeApr ? INDICATIVE_APR_LABEL : 'Interest Rate', value: `${formatRate(entry.interestRate)} p.a.` };
    case 'comparisonRate':
      return entry.comparisonRate === null ? null : { field, label: 'Comparison Rate', value: `${formatRate(entry.comparisonRate)} p.a.` };
    case 'term':
      return entry.termMonths === null ? null : { field, label: 'Term', value: `${entry.termMonths} months` };
    case 'deposit': {
      const deposit = financeDeposit(provider, entry, price);
      return deposit === null ? null : { field, label: 'Deposit', value: formatDollars(deposit) };
    }
    case 'balloon':
      return { field, label: 'Final Payment', value: formatDollars(entry.balloon ?? 0) };
  }
}

export function financeDisplay(input: FinanceDisplayInput): FinanceDisplay {
  const { car, dealership, provider, exclusions, today, financeEnabled = true, locale = 'en-AU' } = input;
  const hidden = (reason: FinanceHiddenReason): FinanceDisplay => ({ shown: false, reason });

  if (!financeEnabled) return hidden('finance-disabled');
  if (!provider) return hidden('no-provider');
  if (dealership.groupSlug && exclusions.groupSlugs.includes(dealership.groupSlug)) return hidden('excluded-group');
  if (dealership.hideFinance === true) return hidden('flagged-dealership');
  if (exclusions.dealershipIds.some((id) => String(id) === String(dealership.id))) return hidden('excluded-dealership');

  const entry = readLenderEntry(car.finance_lenders, provider);
  if (!entry) return hidden('no-entry');
  if (entry.interestRate === null || entry.comparisonRate === null) return hidden('missing-rates');

  const rule = PROVIDER_RULES[provider];
  if (!isCarAvailable(car)) return hidden('not-available');
  const price = advertisedPrice(car) ?? 0;
  if (rule.needsPriceOver500 && !(price > FINANCE_MINIMUM_PRICE)) return hidden('price-too-low');
  if (rule.yearWindow !== null && !(car.year > parseCalendarDate(today).year - rule.yearWindow)) return hidden('too-old');
  if (rule.requiredPayment !== null && entry[rule.requiredPayment] === null) return hidden('missing-payment');

  const figures = rule.fields.map((field) => figureFor(field, provider, entry, price)).filter((f): f is FinanceFigure => f !== null);
  const [headline] = figures;
  // Unreachable: every provider's first field is a rate or payment already checked present.
  if (!headline) return hidden('missing-payment');
  return {
    shown: true,
    provider,
    entry,
    headline,
    figures,
    disclaimer: financeDisclaimer({ provider, entry, price, today, locale }),
    validUntil: rule.offerValidityMonths === null ? null : offerValidUntil(today, rule.offerValidityMonths),
  };
}
