/** CMS content for a tenant's pages, reshaped for rendering. Published content only (anonymous REST). */
import type { Faq, Location, Media, Offer, Page, PromoTile } from '@dealer/cms/payload-types';
import {
  activeItems,
  directionsUrl,
  embeddedMapUrl,
  isOfferLive,
  nextWindowEdge,
  staticMapUrl,
  uniquePhones,
  upcomingHolidayHours,
  type HolidayLine,
  type LocationBlock,
} from '@dealer/domain';
import { cmsFind, siteMediaPath } from '@/lib/cmsClient';
import type { Locale } from '@dealer/domain';
import { dealerTimeZone } from '@/features/carDetail/carDetailModel';
import { dateTimeFormat } from '@/lib/intlFormats';

export interface PageContent {
  title: string;
  heroHeading: string | null;
  heroSubheading: string | null;
  heroImageUrl: string | null;
  content: Page['content'] | null;
  metaDescription: string | null;
  /** Search and link-preview title of its own, and share image (else the hero image). */
  seoTitle: string | null;
  shareImageUrl: string | null;
  /** A block of the tenant's locations under the text (spec §2 location blocks), when the page has one. */
  locationsBlock: (LocationBlock & { heading: string | null }) | null;
  /** A row of the newest in-stock vehicles under the text (of a body type), when the page has a heading for it. */
  stockRow: { heading: string; body: string | null } | null;
}

export interface OfferCard {
  /** The offer's CMS id: an enquiry sends it as `offer_id`. */
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  imageUrl: string | null;
  price: number | null;
  priceType: string | null;
  endsAt: string | null;
  /** `endsAt` as the card shows it (the dealer's date, in the tenant's locale), made by the server:
   *  a phone building its first date formatter while the page hydrates was a long task of its own. */
  endsLabel: string | null;
  ctaLabel: string;
  /** The offer's full text and small print: on `/offers` only (home lists offers without them). */
  body?: Offer['body'] | null;
  disclaimer?: string | null;
}

export interface PromoBanner {
  id: number;
  title: string;
  text: string | null;
  href: string | null;
  ctaLabel: string | null;
  imageUrl: string | null;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  section: string;
}

/** The address's parts, for a location's schema.org data (made on the server; pages show `address`). */
export interface LocationAddressParts {
  /** For location blocks (one by id, the primary one); not sent to the browser. */
  id: number;
  primary: boolean;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

export interface LocationCard {
  slug: string;
  name: string;
  type: string | null;
  /** The first phone (schema.org data); `phones` are what the card shows. */
  phone: string | null;
  /** The location's phone and landline, de-duplicated by digits (spec §5). */
  phones: string[];
  address: string;
  hours: { weekday: number; status: string; open: string | null; close: string | null }[];
  /** Holiday hours from today on (the dealer's date), soonest first, each with its date as shown. */
  holidays: Array<HolidayLine & { label: string }>;
  /** Get Directions (a maps link); null without an address or coordinates. */
  directionsUrl: string | null;
  /** A static map image (`map_key` and the deployment's `STATIC_MAP_URL`), or null. */
  mapImageUrl: string | null;
  /** An embedded map (the deployment's `MAPS_CLIENT_KEY`), or null: no key, no map. */
  mapEmbedUrl: string | null;
}

/** A media document's URL as the site serves it, at an image size where it has one. */
export const mediaUrl = (media: number | Media | null | undefined, size?: 'thumbnail' | 'card') =>
  typeof media === 'object' && media ? siteMediaPath((size && media.sizes?.[size]?.url) || media.url) : null;

export async function loadPage(tenantId: number, slug: string): Promise<PageContent | null> {
  const result = await cmsFind<Page>('pages', {
    where: { and: [{ tenant: { equals: tenantId } }, { slug: { equals: slug } }] },
    depth: 1,
    limit: 1,
  });
  const page = result.docs[0];
  return page ? pageContentOf(page) : null;
}

/** A CMS page (its media populated) as the site renders it: published, or a draft in live preview. */
export function pageContentOf(page: Page): PageContent {
  return {
    title: page.title,
    heroHeading: page.hero?.heading ?? null,
    heroSubheading: page.hero?.subheading ?? null,
    heroImageUrl: mediaUrl(page.hero?.image),
    content: page.content ?? null,
    metaDescription: page.metaDescription ?? null,
    seoTitle: page.seo?.title || null,
    shareImageUrl: mediaUrl(page.seo?.image) ?? mediaUrl(page.hero?.image),
    locationsBlock: page.locationsBlock?.show
      ? {
          heading: page.locationsBlock.heading || null,
          show: page.locationsBlock.show,
          layout: page.locationsBlock.layout ?? 'grid',
          locationId:
            typeof page.locationsBlock.location === 'object'
              ? (page.locationsBlock.location?.id ?? null)
              : (page.locationsBlock.location ?? null),
        }
      : null,
    stockRow: page.stockRow?.heading ? { heading: page.stockRow.heading, body: page.stockRow.body ?? null } : null,
  };
}

/** Offers not ended yet (live or still to start): the live ones are shown, the others date the next edge. */
const notEndedOffers = (tenantId: number, now: Date) => ({
  and: [{ tenant: { equals: tenantId } }, { or: [{ endsAt: { greater_than: now.toISOString() } }, { endsAt: { exists: false } }] }],
});

/**
 * The offers live now (`startsAt` reached, `endsAt` not: issue 12), soonest ending first, and when
 * the next of their windows (live or still to start) opens or closes: a static page showing them
 * is regenerated then (the CMS schedules it; ISR's timer is the backstop).
 */
export async function loadOffers(
  tenantId: number,
  locale: Locale,
  limit = 24,
  now = new Date(),
  { details = false }: { details?: boolean } = {},
): Promise<{ offers: OfferCard[]; nextEdge: Date | null }> {
  const result = await cmsFind<Offer>('offers', {
    where: notEndedOffers(tenantId, now),
    depth: 1,
    limit: 100,
    sort: 'endsAt',
  });
  const nextEdge = nextWindowEdge(
    result.docs.flatMap((offer) => [offer.startsAt, offer.endsAt]),
    now,
  );
  const offers = result.docs
    .filter((offer) => isOfferLive(offer, now))
    .slice(0, limit)
    .map((offer) => offerCardOf(offer, locale, { details }));
  return { offers, nextEdge };
}

/** An offer (its image populated) as a card shows it; `details` adds the full text and small print (`/offers`). */
export function offerCardOf(offer: Offer, locale: Locale, { details = false }: { details?: boolean } = {}): OfferCard {
  return {
    id: offer.id,
    slug: offer.slug ?? String(offer.id),
    title: offer.title,
    summary: offer.summary ?? null,
    imageUrl: mediaUrl(offer.image, 'card'),
    price: offer.price ?? null,
    priceType: offer.price_type ?? null,
    endsAt: offer.endsAt ?? null,
    endsLabel:
      offer.endsAt && !Number.isNaN(Date.parse(offer.endsAt))
        ? dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: dealerTimeZone(locale) }).format(
            new Date(offer.endsAt),
          )
        : null,
    ctaLabel: offer.ctaLabel ?? 'Enquire Now',
    ...(details ? { body: offer.body ?? null, disclaimer: offer.disclaimer ?? null } : {}),
  };
}

/** The promo banners of a placement active now, and when the next of their windows opens or closes. */
export async function loadPromoBannersWithEdge(
  tenantId: number,
  placement: PromoTile['placement'],
  now = new Date(),
): Promise<{ banners: PromoBanner[]; nextEdge: Date | null }> {
  const result = await cmsFind<PromoTile>('promo-tiles', {
    where: { and: [{ tenant: { equals: tenantId } }, { placement: { equals: placement } }] },
    depth: 1,
    limit: 50,
  });
  const banners = activeItems(result.docs, now).map((tile) => ({
    id: tile.id,
    title: tile.title,
    text: tile.text ?? null,
    href: tile.href ?? null,
    ctaLabel: tile.ctaLabel ?? null,
    imageUrl: mediaUrl(tile.image, 'card'),
  }));
  return {
    banners,
    nextEdge: nextWindowEdge(
      result.docs.flatMap((tile) => [tile.activeFrom, tile.activeUntil]),
      now,
    ),
  };
}

export async function loadPromoBanners(tenantId: number, placement: PromoTile['placement'], now = new Date()): Promise<PromoBanner[]> {
  return (await loadPromoBannersWithEdge(tenantId, placement, now)).banners;
}

export async function loadFaqs(tenantId: number): Promise<FaqItem[]> {
  const result = await cmsFind<Faq>('faqs', { where: { tenant: { equals: tenantId } }, limit: 200, sort: 'order', depth: 0 });
  return result.docs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer, section: faq.section }));
}

/**
 * The tenant's visible locations, primary first. `holidaysFrom` (today, YYYY-MM-DD in the dealer's
 * zone, and the tenant's locale) picks the holiday hours still to come; without it none are listed.
 */
export async function loadLocations(
  tenantId: number,
  holidaysFrom?: { today: string; locale: Locale },
): Promise<Array<LocationCard & LocationAddressParts>> {
  // "Thu 25 Dec": formatted here, so no phone builds a date formatter for it.
  const dayLabel = holidaysFrom
    ? dateTimeFormat(holidaysFrom.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    : null;
  const result = await cmsFind<Location>('locations', { where: { tenant: { equals: tenantId } }, limit: 100, sort: '-primary', depth: 0 });
  return result.docs.map((location) => {
    const address = [location.address?.street, location.address?.city, location.address?.state, location.address?.postcode]
      .filter(Boolean)
      .join(', ');
    const place = { address, lat: location.address?.lat, long: location.address?.long, placeId: location.address?.place_id };
    return {
      slug: location.slug ?? String(location.id),
      name: location.name,
      type: location.location_type ?? null,
      phone: location.contact_detail?.phone ?? null,
      phones: uniquePhones([location.contact_detail?.phone, location.contact_detail?.landline_phone]),
      address,
      // Payload stores a day-only date at 12:00 UTC (the seed at 00:00 UTC): its UTC date is the day.
      holidays:
        holidaysFrom && dayLabel
          ? upcomingHolidayHours(
              (location.holiday_hours ?? []).map((h) => ({ date: h.date, name: h.name, status: h.status, open: h.open, close: h.close })),
              holidaysFrom.today,
            ).map((line) => ({ ...line, label: dayLabel.format(new Date(`${line.date}T00:00:00Z`)) }))
          : [],
      directionsUrl: directionsUrl(place),
      mapImageUrl: staticMapUrl(location.address?.map_key, process.env.STATIC_MAP_URL),
      mapEmbedUrl: embeddedMapUrl(process.env.MAPS_CLIENT_KEY, place),
      id: location.id,
      primary: Boolean(location.primary),
      street: location.address?.street ?? null,
      city: location.address?.city ?? null,
      state: location.address?.state ?? null,
      postcode: location.address?.postcode ?? null,
      hours: (location.opening_hours ?? []).map((h) => ({
        weekday: h.weekday ?? 0,
        status: h.status,
        open: h.open ?? null,
        close: h.close ?? null,
      })),
    };
  });
}
