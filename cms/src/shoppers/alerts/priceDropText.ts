/**
 * The words of a price-drop alert (issue 14): the SMS, and the email's subject and body. Pure;
 * money in the tenant's locale with `formatMoney` (the domain package's root, which the config
 * already loads; never `@dealer/domain/shoppers` here).
 */
import { formatMoney, type Locale } from '@dealer/domain';

/** One SMS segment (GSM-7): a longer text is sent, but costs two or more. */
export const SMS_SEGMENT_CHARS = 160;
/** Characters per segment of a longer text (the rest of each part is the header that joins them). */
export const SMS_PART_CHARS = 153;

/** Segments a GSM-7 text is sent in. */
export const smsSegments = (text: string): number => (text.length <= SMS_SEGMENT_CHARS ? 1 : Math.ceil(text.length / SMS_PART_CHARS));

export interface PriceDropFacts {
  tenantName: string;
  locale: Locale;
  car: { year: number; make: string; model: string; badge?: string | null };
  priceFrom: number;
  priceTo: number;
  /** The car's page on the dealer's site. */
  carUrl: string;
  /** The site's stop page, token included (`/alerts/stop?t=`): opening it changes nothing, one press stops. */
  stopUrl: string;
  /** The site's one-click stop address for mail apps (`/api/alerts/stop?t=`, RFC 8058: they POST to it). */
  oneClickStopUrl: string;
}

/** '2021 Toyota Corolla Ascent', without the badge when asked or when there is none. */
export function carTitle(car: PriceDropFacts['car'], { badge = true }: { badge?: boolean } = {}): string {
  const parts = [car.year, car.make, car.model, badge ? car.badge : null];
  return parts
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ');
}

/**
 * 'Price drop at {tenant}: {year make model badge} is now {new} (was {old}). {car URL} Stop
 * alerts: {stop URL}'. The badge goes only when that saves a segment (the links cannot go).
 */
export function priceDropSmsText(facts: PriceDropFacts): string {
  const text = (badge: boolean) =>
    `Price drop at ${facts.tenantName}: ${carTitle(facts.car, { badge })} is now ${formatMoney(facts.priceTo, facts.locale)} ` +
    `(was ${formatMoney(facts.priceFrom, facts.locale)}). ${facts.carUrl} Stop alerts: ${facts.stopUrl}`;
  const full = text(true);
  const short = text(false);
  return smsSegments(short) < smsSegments(full) ? short : full;
}

export interface PriceDropEmail {
  subject: string;
  text: string;
  /** RFC 2369 and RFC 8058: mail apps show their own unsubscribe, and POST `List-Unsubscribe=One-Click` to the address. */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function priceDropEmail(facts: PriceDropFacts): PriceDropEmail {
  const title = carTitle(facts.car);
  const now = formatMoney(facts.priceTo, facts.locale);
  const was = formatMoney(facts.priceFrom, facts.locale);
  return {
    subject: `Price drop: ${title} is now ${now}`,
    text: [
      `The ${title} on your watchlist at ${facts.tenantName} is now ${now} (was ${was}).`,
      '',
      `See the car: ${facts.carUrl}`,
      '',
      `You get this email because you saved this car to your watchlist on ${facts.tenantName}’s website.`,
      `Stop price alerts: ${facts.stopUrl}`,
      '',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${facts.oneClickStopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
