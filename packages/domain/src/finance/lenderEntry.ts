/**
 * A car's finance lender entry (spec §3): `finance_lenders` is keyed by provider and arrives as JSON
 * (the CMS stores it untyped, feeds may send numbers as strings). `readLenderEntry` is the one place
 * that turns it into typed values.
 */

export const FINANCE_PROVIDERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

export interface FinanceLenderEntry {
  /** Percent a year, e.g. 8.5 */
  interestRate: number | null;
  /** Percent a year */
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  /** From termMonths, else termYears x 12 */
  termMonths: number | null;
  /** Dollars */
  deposit: number | null;
  /** Final payment, dollars */
  balloon: number | null;
  disclaimer: string | null;
}

export function isFinanceProvider(value: unknown): value is FinanceProvider {
  return typeof value === 'string' && (FINANCE_PROVIDERS as readonly string[]).includes(value);
}

/** A finite number, or a string holding one (`"8.49"`, `" 110 "`); anything else is null. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function toText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text === 'null' ? null : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The provider's entry, or null when `finance_lenders` has none for it (spec §5: no entry, no finance). */
export function readLenderEntry(financeLenders: unknown, provider: FinanceProvider): FinanceLenderEntry | null {
  if (!isRecord(financeLenders)) return null;
  const raw = financeLenders[provider];
  if (!isRecord(raw)) return null;
  const termMonths = toNumber(raw.termMonths);
  const termYears = toNumber(raw.termYears);
  return {
    interestRate: toNumber(raw.interestRate),
    comparisonRate: toNumber(raw.comparisonRate),
    paymentWeek: toNumber(raw.paymentWeek),
    paymentMonth: toNumber(raw.paymentMonth),
    termMonths: termMonths ?? (termYears === null ? null : Math.round(termYears * 12)),
    deposit: toNumber(raw.deposit),
    balloon: toNumber(raw.balloon),
    disclaimer: toText(raw.disclaimer),
  };
}
