/**
 * Money and distance formatting for cards (spec §4: "$ and thousands separators and no
 * decimals"; spec §9: locales en-AU, en-NZ, en-US, miles for the US).
 */
import { localeFormat, type Locale } from '../config/siteConfig';

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** `$12,345`: the locale's currency shown as a bare `$`, rounded to whole dollars. */
export function formatMoney(amount: number, locale: Locale = 'en-AU'): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: localeFormat(locale).currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

/** `12,345`: whole number with the locale's thousands separators. */
export function formatWholeNumber(value: number, locale: Locale = 'en-AU'): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * `12,345 km`, or `12,345 mi` for en-US. The odometer value is shown as stored: en-US tenants
 * store miles in `km` (seed/src/generate/cars.ts), so nothing is converted.
 */
export function formatOdometer(value: number, locale: Locale = 'en-AU'): string {
  return `${formatWholeNumber(value, locale)} ${localeFormat(locale).distanceUnit}`;
}
