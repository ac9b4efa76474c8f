/**
 * What the deal sheet PDF is made from, read once for the emails (dealEmail.ts) and the shopper's
 * download (sheetEndpoint.ts), so both print the same sheet: the figures fixed when the agreement
 * was requested, the deposit's name, the car, the dealer and the pick-up location.
 */
import type { Payload } from 'payload';
import type { DealSheet, Locale } from '@dealer/domain';
import type { Car, Deal, Dealership, Location, Reservation, Tenant } from '../payload-types';
import { idOf } from '../reservations/reservationFacts';
import type { DealState } from './dealStates';
import type { DealSheetDelivery, DealSheetDocument } from './dealSheetPdf';

/** The states of a deal whose agreement has been requested: its sheet is fixed. */
export const SHEET_STATES: readonly DealState[] = ['requested', 'accepted', 'declined'];
export const hasDealSheet = (deal: Pick<Deal, 'state'>): boolean => SHEET_STATES.includes(deal.state);

/** The deal has no fixed sheet (still in progress) or lost what the sheet is made from. */
export class DealSheetUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DealSheetUnavailableError';
  }
}

export interface DealSheetFacts {
  document: DealSheetDocument;
  /** The deposit: the shopper's name and email, the amount paid. */
  reservation: Reservation;
  car: Car;
  tenant: Tenant;
  dealership: Dealership | null;
}

export const carTitleOf = (car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'name'>): string =>
  [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') || car.name;

/** `Deal Coast Yard, 1 Marine Parade, Southport QLD 4215`. */
const placeOf = (location: Location): string => {
  const { street, city, state, postcode } = location.address ?? {};
  const town = [city, state, postcode].filter(Boolean).join(' ');
  return [location.name, street, town].filter(Boolean).join(', ');
};

async function deliveryOf(payload: Payload, deal: Deal, dealership: Dealership | null): Promise<DealSheetDelivery | null> {
  const delivery = deal.delivery;
  if (!delivery?.method || !delivery.date) return null;
  if (delivery.method === 'delivery') return { method: 'delivery', place: delivery.address ?? 'the address given', date: delivery.date };
  const locationId = idOf(delivery.location);
  const location = locationId
    ? await payload.findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, disableErrors: true })
    : null;
  return { method: 'pickup', place: location ? placeOf(location) : (dealership?.name ?? 'the dealership'), date: delivery.date };
}

/** Reads the deal sheet's inputs; throws DealSheetUnavailableError before the agreement is requested. */
export async function dealSheetFacts(payload: Payload, deal: Deal): Promise<DealSheetFacts> {
  if (!hasDealSheet(deal)) throw new DealSheetUnavailableError(`Deal ${deal.id} has no deal sheet yet: it is ${deal.state}`);
  const reservationId = idOf(deal.reservation);
  if (!deal.sheet || !deal.requested_at || !reservationId)
    throw new DealSheetUnavailableError(`Deal ${deal.id} is ${deal.state} but has no sheet, request time or deposit`);
  const reservation = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true });
  const car = await payload.findByID({ collection: 'cars', id: idOf(deal.car)!, depth: 0, overrideAccess: true });
  const tenant = await payload.findByID({ collection: 'tenants', id: idOf(deal.tenant ?? car.tenant)!, depth: 0, overrideAccess: true });
  const dealershipId = idOf(deal.dealership) ?? idOf(car.dealership);
  const dealership = dealershipId
    ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true, disableErrors: true })
    : null;
  const document: DealSheetDocument = {
    dealerName: tenant.name,
    dealershipName: dealership?.name ?? null,
    dealershipPhone: dealership?.phone ?? null,
    carTitle: carTitleOf(car),
    stockNumber: car.stocknum || null,
    shopperName: reservation.name,
    requestedAt: new Date(deal.requested_at),
    locale: tenant.locale as Locale,
    sheet: deal.sheet as unknown as DealSheet,
    guaranteeCovered: Boolean(deal.guarantee_covered),
    delivery: await deliveryOf(payload, deal, dealership),
  };
  return { document, reservation, car, tenant, dealership };
}
