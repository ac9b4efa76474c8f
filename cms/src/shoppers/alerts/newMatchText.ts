/**
 * The words of a new-match alert (issue 14: "alerts … when a new matching car arrives"): the SMS,
 * and the email's subject and body. Pure; money in the tenant's locale with `formatMoney` (the
 * domain package's root, never `@dealer/domain/shoppers` here: the config loads this module).
 */
import { formatMoney, type Locale } from '@dealer/domain';
import { carTitle, smsSegments, type PriceDropEmail, type PriceDropFacts } from './priceDropText';

export interface NewMatchCar {
  car: PriceDropFacts['car'];
  price: number | null;
  /** The car's page on the dealer's site. */
  url: string;
}

export interface NewMatchFacts {
  tenantName: string;
  locale: Locale;
  /** The saved search's label, as the shopper's list shows it. */
  label: string;
  /** How many new cars matched (the message names at most a few). */
  count: number;
  /** Newest first. */
  cars: NewMatchCar[];
  /** The saved results page on the dealer's site. */
  searchUrl: string;
  stopUrl: string;
  oneClickStopUrl: string;
}

const withPrice = (match: NewMatchCar, locale: Locale, badge = true) =>
  `${carTitle(match.car, { badge })}${match.price === null ? '' : ` ${formatMoney(match.price, locale)}`}`;

/**
 * One car: 'New at {tenant}: {car} {price} matches your saved search "{label}". {search URL} Stop
 * alerts: {stop URL}'. Several: '{n} new cars at {tenant} match your saved search "{label}", like
 * the {car} {price}. …'. The fullest wording that needs the fewest segments: the badge goes, then
 * the label, only when that saves a segment (the links cannot go, so two segments are common).
 */
export function newMatchSmsText(facts: NewMatchFacts): string {
  const newest = facts.cars[0];
  const links = `${facts.searchUrl} Stop alerts: ${facts.stopUrl}`;
  const variant = (badge: boolean, label: boolean) => {
    const search = label ? `your saved search "${facts.label}"` : 'your saved search';
    if (!newest) return `${facts.count} new cars at ${facts.tenantName} match ${search}. ${links}`;
    return facts.count === 1
      ? `New at ${facts.tenantName}: ${withPrice(newest, facts.locale, badge)} matches ${search}. ${links}`
      : `${facts.count} new cars at ${facts.tenantName} match ${search}, like the ${withPrice(newest, facts.locale, badge)}. ${links}`;
  };
  const tries = [variant(true, true), variant(false, true), variant(false, false)];
  const fewest = Math.min(...tries.map(smsSegments));
  return tries.find((text) => smsSegments(text) === fewest)!;
}

export function newMatchEmail(facts: NewMatchFacts): PriceDropEmail {
  const newest = facts.cars[0];
  const subject =
    facts.count === 1 && newest ? `New match: ${withPrice(newest, facts.locale)}` : `${facts.count} new cars match “${facts.label}”`;
  const more = facts.count - facts.cars.length;
  return {
    subject,
    text: [
      facts.count === 1
        ? `A new car at ${facts.tenantName} matches your saved search “${facts.label}”:`
        : `${facts.count} new cars at ${facts.tenantName} match your saved search “${facts.label}”:`,
      '',
      ...facts.cars.map((match) => `- ${withPrice(match, facts.locale)}: ${match.url}`),
      ...(more > 0 ? [`- and ${more} more`] : []),
      '',
      `See every match: ${facts.searchUrl}`,
      '',
      `You get this email because you saved this search on ${facts.tenantName}’s website.`,
      `Stop alerts: ${facts.stopUrl}`,
      '',
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${facts.oneClickStopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
