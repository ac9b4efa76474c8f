/** What the shopper's confirmation page shows of their reservation (`POST /api/reservations/view`). */
import type { Payload } from 'payload';
import { formatMoney, reservationTerms, type Locale, type ReservationState } from '@dealer/domain';
import { idOf } from './reservationFacts';

export interface ReservationView {
  id: number;
  state: ReservationState;
  amount: number;
  currency: 'AUD' | 'NZD' | 'USD';
  paid_at: string | null;
  expires_at: string | null;
  name: string;
  email: string;
  car: {
    slug: string;
    title: string;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    price: number | null;
    image: string | null;
  };
  /** The car's dealership, else the tenant. */
  dealership: { name: string; phone: string | null };
  /** The dealer's reserve terms (the tenant's, else the defaults), one paragraph each. */
  terms: string[];
}

/** The reservation of this tenant, or null (another tenant's is null too). */
export async function reservationView(payload: Payload, id: number, tenantSlug: string): Promise<ReservationView | null> {
  const reservation = await payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!reservation) return null;
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: idOf(reservation.tenant)!,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, name: true, locale: true, settings: { reserveTerms: true } },
  });
  if (tenant.slug !== tenantSlug) return null;
  const car = await payload.findByID({
    collection: 'cars',
    id: idOf(reservation.car)!,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, year: true, make: true, model: true, badge: true, price: true, offer_price: true, primary_image_url: true },
  });
  const dealershipId = idOf(reservation.dealership);
  const dealership = dealershipId
    ? await payload.findByID({
        collection: 'dealerships',
        id: dealershipId,
        depth: 0,
        overrideAccess: true,
        select: { name: true, phone: true },
      })
    : null;
  return {
    id: reservation.id,
    state: reservation.state as ReservationState,
    amount: reservation.amount,
    currency: reservation.currency,
    paid_at: reservation.paid_at ?? null,
    expires_at: reservation.state === 'held' ? (reservation.expires_at ?? null) : null,
    name: reservation.name,
    email: reservation.email,
    car: {
      slug: car.slug ?? '',
      title: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge ?? null,
      price: car.offer_price ?? car.price ?? null,
      image: car.primary_image_url ?? null,
    },
    dealership: dealership ? { name: dealership.name, phone: dealership.phone ?? null } : { name: tenant.name, phone: null },
    terms: reservationTerms(tenant.settings?.reserveTerms, formatMoney(reservation.amount, tenant.locale as Locale)),
  };
}
