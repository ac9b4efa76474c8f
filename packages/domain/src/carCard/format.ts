/**
 * Money and distance formatting for cards (spec §4: "$ and thousands separators and no
 * decimals"; spec §9: locales en-AU, en-NZ, en-US, miles for the US).
 */
import { localeFormat, type Locale } from '../config/siteConfig';

/**
 * Every supported locale (en-AU, en-NZ, en-US) groups digits in threes with a comma and shows its
 * dollar as a bare `$`, so whole numbers are formatted by hand: building the first Intl.NumberFormat
 * of a page costs a phone tens of milliseconds while the page hydrates. The unit tests check this
 * against Intl.NumberFormat for each locale.
 */
function groupThousands(value: number): string {
  const digits = String(value);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) grouped = digits.slice(Math.max(0, end - 3), end) + (grouped ? `,${grouped}` : '');
  return grouped;
}

/** Rounds half away from zero, as Intl.NumberFormat does; the sign is kept apart. */
function wholeParts(value: number): { negative: boolean; digits: string } {
  const rounded = Math.round(Math.abs(value));
  return { negative: value < 0 && rounded !== 0, digits: groupThousands(rounded) };
}

/** `$12,345`: the locale's currency shown as a bare `$`, rounded to whole dollars. */
export function formatMoney(amount: number, locale: Locale = 'en-AU'): string {
  if (!Number.isFinite(amount)) return `$${formatWholeNumber(amount, locale)}`;
  const { negative, digits } = wholeParts(amount);
  return `${negative ? '-' : ''}$${digits}`;
}

/** Money with a true minus sign for what comes off (a deal sheet's trade-in and deposit): `−$2,000`. */
export function formatSignedMoney(amount: number, locale: Locale = 'en-AU'): string {
  return amount < 0 ? `\u2212${formatMoney(-amount, locale)}` : formatMoney(amount, locale);
}

/** `12,345`: whole number with the locale's thousands separators. */
export function formatWholeNumber(value: number, locale: Locale = 'en-AU'): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  const { negative, digits } = wholeParts(value);
  return `${negative ? '-' : ''}${digits}`;
}

/**
 * `12,345 km`, or `12,345 mi` for en-US. The odometer value is shown as stored: en-US tenants
 * store miles in `km` (seed/src/generate/cars.ts), so nothing is converted.
 */
export function formatOdometer(value: number, locale: Locale = 'en-AU'): string {
  return `${formatWholeNumber(value, locale)} ${localeFormat(locale).distanceUnit}`;
}
