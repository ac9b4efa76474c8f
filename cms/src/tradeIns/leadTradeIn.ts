/**
 * The lead endpoint's trade-in (issue 13): the `trade_in` of a `POST /api/leads/submit` body is
 * checked with the domain's contract (the wizard's, or the instant offer's when its `flow` says
 * so), and the wizard's postcode places the shopper near one of the tenant's locations.
 */
import {
  checkInstantOfferSubmission,
  checkTradeInSubmission,
  nearestLocation,
  type InstantOfferSubmission,
  type TradeInFieldError,
  type TradeInSubmission,
} from '@dealer/domain';
import type { Location, Tenant } from '../payload-types';
import { postcodeCountryOfLocale, type PostcodeGeocoder } from './geocoder';
import type { TradeInPlace } from './tradeInRecord';

export const TRADE_IN_MISSING = 'A trade-in lead must carry its trade-in';
export const TRADE_IN_NOT_ALLOWED = 'Only a trade-in lead (form "trade-in") may carry a trade-in';

export type LeadTradeInCheck =
  | { ok: true; value: TradeInSubmission | InstantOfferSubmission | null }
  | { ok: false; errors: TradeInFieldError[] };

/** The instant offer's trade-in, told from the wizard's by its `flow`. */
export const isInstantOffer = (value: TradeInSubmission | InstantOfferSubmission): value is InstantOfferSubmission =>
  'flow' in value && value.flow === 'instant-offer';

/**
 * A trade-in travels only with a trade-in lead, and a trade-in lead only with its trade-in
 * (`null` counts as absent); a present one must pass `checkInstantOfferSubmission` when its `flow`
 * is 'instant-offer', else `checkTradeInSubmission` (the wizard sends no flow).
 */
export function checkLeadTradeIn(form: unknown, raw: unknown): LeadTradeInCheck {
  const present = raw !== undefined && raw !== null;
  if (form === 'trade-in' && !present) return { ok: false, errors: [{ field: 'trade_in', message: TRADE_IN_MISSING }] };
  if (!present) return { ok: true, value: null };
  if (form !== 'trade-in') return { ok: false, errors: [{ field: 'trade_in', message: TRADE_IN_NOT_ALLOWED }] };
  const instant = typeof raw === 'object' && !Array.isArray(raw) && (raw as Record<string, unknown>).flow === 'instant-offer';
  const checked = instant ? checkInstantOfferSubmission(raw) : checkTradeInSubmission(raw);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, errors: checked.errors };
}

export interface PlacedTradeIn extends TradeInPlace {
  /** The visible location nearest the postcode (with coordinates), if the postcode was found and any has them. */
  nearest: Location | null;
}

/**
 * Where the shopper's postcode is and which of the tenant's visible locations is nearest. A postcode
 * the geocoder does not know is not the shopper's mistake (it passed the 4-digit rule, and the
 * offline table is a sample): the trade-in is stored without a place, and `log` says so once.
 */
export async function placeTradeIn(
  geocoder: PostcodeGeocoder,
  postcode: string,
  tenant: Pick<Tenant, 'slug' | 'locale'>,
  locations: readonly Location[],
  log: (message: string) => void,
): Promise<PlacedTradeIn> {
  const country = postcodeCountryOfLocale(tenant.locale);
  const geocoded = await geocoder.geocode(postcode, country);
  if (!geocoded.ok) {
    log(`Trade-in postcode ${postcode} (${country}) of tenant ${tenant.slug}: ${geocoded.error}; stored without a nearest location.`);
    return { nearest: null, postcodePlace: null, nearestLocationId: null, nearestLocationKm: null };
  }
  const placed = locations.map((location) => ({ location, lat: location.address?.lat, long: location.address?.long }));
  const nearest = nearestLocation(geocoded.place.point, placed);
  return {
    nearest: nearest?.location.location ?? null,
    postcodePlace: geocoded.place.place,
    nearestLocationId: nearest?.location.location.id ?? null,
    nearestLocationKm: nearest?.km ?? null,
  };
}
