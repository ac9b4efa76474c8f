/**
 * The signed-in shopper's watchlist (issue 14, spec §7 "watchlist save/remove: phone_number,
 * car_id"): `POST /api/shoppers/watchlist/save`, `/remove` and `/list`, called by the site with
 * `Authorization: Shopper <token>`.
 */
import type { Endpoint, PayloadRequest, Where } from 'payload';
import { listedCarsWhere } from '../../access/cars';
import type { Car } from '../../payload-types';
import { refusal, type FieldError, type JsonObject } from '../http';
import { shopperCall } from './shopperSession';

export const NOT_YOUR_WATCHLIST = 'You can only change your own watchlist.';
export const CAR_NOT_AVAILABLE = 'This car is no longer available.';

const carIdOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

const checkChange = (body: JsonObject): FieldError[] => {
  const errors: FieldError[] = [];
  if (typeof body.phone_number !== 'string') errors.push({ field: 'phone_number', message: 'The phone number must be text' });
  if (carIdOf(body.car_id) === null) errors.push({ field: 'car_id', message: 'The car id must be a positive whole number' });
  return errors;
};

type Change = { ok: true; shopperId: number; tenantId: number; carId: number } | { ok: false; answer: Response };

/**
 * The checks of a save or remove. The number in the body must be the session's own, read in the
 * tenant's country: another shopper's number, or anything that is not a mobile, is 403 and
 * nothing is written (the session, not the body, says whose watchlist it is).
 */
async function change(req: PayloadRequest): Promise<Change> {
  const call = await shopperCall(req, 'success', ['phone_number', 'car_id'], checkChange);
  if (!call.ok) return call;
  const { normaliseMobile } = await import('@dealer/domain/shoppers');
  const mobile = normaliseMobile(call.body.phone_number as string, call.tenant.locale);
  if (!mobile.ok || mobile.e164 !== call.shopper.phone) return { ok: false, answer: refusal('success', 403, NOT_YOUR_WATCHLIST) };
  return { ok: true, shopperId: call.shopper.id, tenantId: call.tenant.id, carId: carIdOf(call.body.car_id)! };
}

const entryWhere = (shopperId: number, carId: number): Where => ({ and: [{ shopper: { equals: shopperId } }, { car: { equals: carId } }] });

/** Saves a listed car of the shopper's tenant, with its price now. Saving it again changes nothing. */
export async function saveToWatchlist(req: PayloadRequest): Promise<Response> {
  const checked = await change(req);
  if (!checked.ok) return checked.answer;
  const { payload } = req;
  const { shopperId, tenantId, carId } = checked;
  const cars = await payload.find({
    collection: 'cars',
    where: { and: [{ id: { equals: carId } }, { tenant: { equals: tenantId } }, listedCarsWhere()] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { price: true },
  });
  const car = cars.docs[0];
  if (!car) return refusal('success', 404, CAR_NOT_AVAILABLE);
  const saved = async () =>
    (await payload.count({ collection: 'watchlist-entries', where: entryWhere(shopperId, carId), overrideAccess: true })).totalDocs > 0;
  if (!(await saved())) {
    try {
      await payload.create({
        collection: 'watchlist-entries',
        data: { tenant: tenantId, shopper: shopperId, car: carId, saved_price: car.price ?? null },
        overrideAccess: true,
        depth: 0,
        select: {},
      });
    } catch (error) {
      // Two saves at once: the (shopper, car) unique index lets one in; the other is the same save.
      if (!(await saved())) throw error;
    }
  }
  return Response.json({ success: true });
}

/** Removes the car from the shopper's watchlist; removing one not saved (or deleted, or sold) is fine too. */
export async function removeFromWatchlist(req: PayloadRequest): Promise<Response> {
  const checked = await change(req);
  if (!checked.ok) return checked.answer;
  await req.payload.delete({
    collection: 'watchlist-entries',
    where: entryWhere(checked.shopperId, checked.carId),
    overrideAccess: true,
    depth: 0,
  });
  return Response.json({ success: true });
}

export interface WatchlistCar {
  id: number;
  slug: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  price: number | null;
  status: Car['status'];
  /** Still on the dealer's website (the site's listed-car rule): false once sold past the window, hidden or withdrawn. */
  listed: boolean;
  image_url: string | null;
}

export interface WatchlistListEntry {
  car_id: number | null;
  saved_at: string;
  saved_price: number | null;
  /** The car as it is now; null once it was deleted. */
  car: WatchlistCar | null;
}

/** `{ entries }`, newest first, each with the car's live state. */
export async function listWatchlist(req: PayloadRequest): Promise<Response> {
  const call = await shopperCall(req, 'error', []);
  if (!call.ok) return call.answer;
  const { payload } = req;
  const { docs: entries } = await payload.find({
    collection: 'watchlist-entries',
    where: { shopper: { equals: call.shopper.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { car: true, saved_price: true, createdAt: true },
  });
  const carIds = [
    ...new Set(
      entries
        .map((entry) => (typeof entry.car === 'object' ? entry.car?.id : entry.car))
        .filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const byTenant: Where = { and: [{ id: { in: carIds } }, { tenant: { equals: call.tenant.id } }] };
  const [cars, listed] =
    carIds.length === 0
      ? [[], new Set<number>()]
      : await Promise.all([
          payload
            .find({
              collection: 'cars',
              where: byTenant,
              depth: 0,
              pagination: false,
              overrideAccess: true,
              select: {
                slug: true,
                year: true,
                make: true,
                model: true,
                badge: true,
                price: true,
                status: true,
                images: true,
                primary_image_url: true,
              },
            })
            .then((found) => found.docs),
          payload
            .find({
              collection: 'cars',
              where: { and: [byTenant, listedCarsWhere()] },
              depth: 0,
              pagination: false,
              overrideAccess: true,
              select: {},
            })
            .then((found) => new Set(found.docs.map((car) => car.id))),
        ]);
  const carsById = new Map(cars.map((car) => [car.id, car]));
  const answer: WatchlistListEntry[] = entries.map((entry) => {
    const carId = typeof entry.car === 'object' ? (entry.car?.id ?? null) : (entry.car ?? null);
    const car = carId === null ? undefined : carsById.get(carId);
    return {
      car_id: carId,
      saved_at: entry.createdAt,
      saved_price: entry.saved_price ?? null,
      car: car
        ? {
            id: car.id,
            slug: car.slug ?? null,
            year: car.year,
            make: car.make,
            model: car.model,
            badge: car.badge ?? null,
            price: car.price ?? null,
            status: car.status,
            listed: listed.has(car.id),
            image_url: car.primary_image_url || car.images?.[0]?.image || null,
          }
        : null,
    };
  });
  return Response.json({ entries: answer });
}

export const saveToWatchlistEndpoint: Endpoint = { path: '/watchlist/save', method: 'post', handler: saveToWatchlist };
export const removeFromWatchlistEndpoint: Endpoint = { path: '/watchlist/remove', method: 'post', handler: removeFromWatchlist };
export const listWatchlistEndpoint: Endpoint = { path: '/watchlist/list', method: 'post', handler: listWatchlist };
