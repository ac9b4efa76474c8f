/**
 * What the checkout page (spec §2 `/cars/{slug}/checkout` and `/buy-online`) shows, worked out on
 * the server from the car page's model: the car, the deposit and its button, or why the car cannot
 * be reserved (spec §4 checkout rule). Only what the page shows goes into its props.
 */
import {
  buyOnlinePath,
  buyOnlineRefusal,
  checkoutRefusal,
  checkoutRefusalText,
  reservationTerms,
  slugSegment,
  type CardCar,
  type CheckoutRefusal,
  type MarketPriceBadge,
} from '@dealer/domain';
import { gatedSignInHref } from '@dealer/domain/shoppers/gates';
import type { CarDetail, GalleryImage, PriceView } from '@/features/carDetail/carDetailModel';

/** The two addresses of the reserve journey (spec §2): buy-online where that flag is on. */
export type CheckoutJourney = 'checkout' | 'buy-online';

export interface ContactPrefill {
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_PREFILL: ContactPrefill = { name: '', email: '', phone: '' };

export interface CheckoutCar {
  slug: string;
  title: string;
  subtitle: string | null;
  vehicleWord: string;
  image: GalleryImage | null;
  price: PriceView;
  marketBadge: MarketPriceBadge;
  dealerName: string;
  /** Where a shopper's contact details are kept on the device (spec §3: keys prefixed by dealership slug). */
  storagePrefix: string;
}

export interface CheckoutView {
  journey: CheckoutJourney;
  car: CheckoutCar;
  /** Why the car cannot be reserved, in plain words; null when it can. */
  refusal: { reason: CheckoutRefusal; heading: string; body: string } | null;
  /** Find Me Something Similar: the car's make and model (as the car card's button leads). */
  findSimilarHref: string;
  /** The deposit, e.g. `$200` (the dealership's setting over the tenant's, spec §1). */
  depositText: string;
  /** The submit button: `Pay $200 deposit`. */
  payLabel: string;
  /** Signed in: the shopper's details, filled in. */
  prefill: ContactPrefill;
  /** The dealer's reserve terms (the tenant's, else the defaults), one paragraph each. */
  terms: string[];
  /** Where a shopper the CMS wants signed in goes, coming back here. */
  signInHref: string;
  /** Buy-online sites, a car sold that way: the whole journey (trade-in, finance, delivery, agreement). */
  journeyHref: string | null;
}

/** `/search/{make}/{model}`, as the `find-similar` car button (packages/domain carCard/buttons.ts). */
export function findSimilarHref(car: { make: string; model: string }): string {
  const path = [slugSegment(car.make), slugSegment(car.model)].filter(Boolean).join('/');
  return path ? `/search/${path}` : '/search';
}

export const checkoutPath = (slug: string, journey: CheckoutJourney) => `/cars/${encodeURIComponent(slug)}/${journey}`;

export function checkoutView(input: {
  journey: CheckoutJourney;
  car: CarDetail;
  /** The car as indexed: the checkout rule reads its status, reserved flag and prices. */
  availability: Pick<CardCar, 'status' | 'reserved' | 'price' | 'offer_price'>;
  prefill?: ContactPrefill;
  /** The tenant's own reserve terms, if it wrote any. */
  storedTerms?: string | null;
}): CheckoutView {
  const { journey, car, availability } = input;
  const reason = checkoutRefusal(availability, car.reserveEnabled);
  return {
    journey,
    car: {
      slug: car.slug,
      title: car.title,
      subtitle: car.subtitle,
      vehicleWord: car.vehicleWord,
      image: car.images[0] ?? null,
      price: car.price,
      marketBadge: car.marketBadge,
      dealerName: car.dealer.name,
      storagePrefix: car.lead.dealershipSlug,
    },
    refusal: reason ? { reason, ...checkoutRefusalText(reason, car.vehicleWord) } : null,
    findSimilarHref: findSimilarHref(car),
    depositText: car.reserveDepositText,
    payLabel: `Pay ${car.reserveDepositText} deposit`,
    prefill: input.prefill ?? EMPTY_PREFILL,
    terms: reservationTerms(input.storedTerms, car.reserveDepositText, car.vehicleWord),
    // The checkout gate's sign-in (type checkout), whatever this tenant's gates: the CMS asked for it.
    signInHref: gatedSignInHref(checkoutPath(car.slug, journey), ['checkout']) ?? '/sign-in?type=checkout',
    journeyHref: journey === 'buy-online' && !buyOnlineRefusal({ carType: car.carType, make: car.make }) ? buyOnlinePath(car.slug) : null,
  };
}
