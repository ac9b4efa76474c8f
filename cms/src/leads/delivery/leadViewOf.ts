import { formatLongDate, formatOfferAmount, localeFormat, type Locale } from '@dealer/domain';
import type { LeadView, LeadViewTradeIn } from '@dealer/domain/leads';
import type { Payload } from 'payload';
import type { Dealership, Lead, Tenant, TradeIn } from '../../payload-types';

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id;

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null; // a stored page URL that does not parse names no site; the provider then has none
  }
};

/**
 * The instant offer's facts for the dealer, in the trade-in's comments (the view has no field for
 * them): the offer and whether it was accepted, finance, then each answer as asked.
 */
function instantOfferComments(tradeIn: TradeIn): string | null {
  const { offer } = tradeIn;
  const parts: string[] = [];
  if (typeof offer?.amount === 'number' && offer.expires_on) {
    const accepted = offer.accepted_at ? ', accepted by the shopper' : '';
    parts.push(`Offer ${formatOfferAmount(offer.amount)}, expires ${formatLongDate(offer.expires_on)}${accepted}`);
  } else parts.push('No online offer (too old or too many kilometres)');
  if (tradeIn.finance) parts.push(`Finance wanted: ${tradeIn.finance}`);
  for (const { question, answer } of tradeIn.adjustment_answers ?? []) {
    if (question && answer) parts.push(`${question} ${answer}`);
  }
  return parts.join('; ');
}

/**
 * A trade-in lead's trade-in (issue 13), stored with the lead in the transaction that queued its
 * deliveries, so it is there when they run; an accepted offer's lead finds the trade-in it accepted
 * (written in its own transaction too). Null for leads of other forms.
 */
async function tradeInOf(payload: Payload, lead: Lead): Promise<LeadViewTradeIn | null> {
  if (lead.form !== 'trade-in') return null;
  const { docs } = await payload.find({
    collection: 'trade-ins',
    where: { or: [{ lead: { equals: lead.id } }, { 'offer.acceptance_lead': { equals: lead.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  });
  const tradeIn = docs[0] as TradeIn | undefined;
  if (!tradeIn) return null;
  const locationId = idOf(tradeIn.nearest_location);
  const location =
    locationId === null
      ? null
      : ((await payload.findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, disableErrors: true })) as {
          name: string;
        } | null);
  // The photos uploaded for the valuation, tied to the trade-in in the lead's transaction.
  const photos = await payload.count({ collection: 'trade-in-images', where: { trade_in: { equals: tradeIn.id } }, overrideAccess: true });
  const { vehicle, answers } = tradeIn;
  const instant = tradeIn.flow === 'instant-offer';
  return {
    year: vehicle?.year,
    make: vehicle?.make,
    model: vehicle?.model,
    variant: vehicle?.variant,
    series: vehicle?.series,
    body: vehicle?.body,
    transmission: vehicle?.transmission,
    vin: vehicle?.vin,
    rego: tradeIn.rego,
    state: tradeIn.state,
    description: tradeIn.description,
    odometer: instant ? tradeIn.kms : answers.odometer,
    serviceHistory: answers.service_history,
    numberOfKeys: answers.number_of_keys,
    condition: answers.car_condition,
    comments: instant ? instantOfferComments(tradeIn) : answers.comments,
    postcode: answers.postcode,
    postcodePlace: tradeIn.postcode_place,
    nearestLocationName: location?.name,
    nearestLocationKm: tradeIn.nearest_location_km,
    photoCount: photos.totalDocs || null,
  };
}

/** The stored lead and what it points at, as the plain view its email and ADF are made from. */
export async function leadViewOf(payload: Payload, lead: Lead): Promise<{ view: LeadView; dealership: Dealership | null }> {
  const find = async <T>(collection: 'tenants' | 'dealerships' | 'locations' | 'offers', id: number | null) =>
    id === null ? null : ((await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })) as T | null);
  const tenantId = idOf(lead.tenant);
  const tenant = await find<Tenant>('tenants', tenantId);
  if (!tenant) throw new Error(`Lead ${lead.id} has no tenant (tenant ${tenantId ?? 'unset'} not found)`);
  const dealership = await find<Dealership>('dealerships', idOf(lead.dealership));
  const location = await find<{ name: string }>('locations', idOf(lead.location));
  const offer = await find<{ title: string }>('offers', idOf(lead.offer));
  const domain = tenant.domains?.[0]?.domain;
  const view: LeadView = {
    id: lead.id,
    receivedAt: lead.createdAt,
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    preferredContactMethod: lead.preferred_contact_method,
    message: lead.message,
    rego: lead.rego,
    preferredDate: lead.preferred_date,
    preferredTime: lead.preferred_time,
    vehiclePriceBudget: lead.vehicle_price_budget,
    additionalServices: lead.additional_services,
    parts: lead.parts,
    optIn: lead.opt_in,
    locationName: location?.name,
    offerTitle: offer?.title,
    url: lead.url,
    vehicle: lead.vehicle
      ? {
          carType: lead.vehicle.car_type,
          year: lead.vehicle.year,
          make: lead.vehicle.make,
          model: lead.vehicle.model,
          badge: lead.vehicle.badge,
          stockNumber: lead.vehicle.stock_number,
          vin: lead.vehicle.vin,
          price: lead.vehicle.price,
        }
      : null,
    tradeIn: await tradeInOf(payload, lead),
    currency: localeFormat(tenant.locale as Locale).currency,
    dealer: {
      name: dealership?.name ?? tenant.name,
      email: dealership?.leadDelivery?.email || tenant.settings?.email,
      phone: dealership?.phone || tenant.settings?.phone,
    },
    provider: { name: `${tenant.name} website`, url: originOf(lead.url) ?? (domain ? `https://${domain}` : null) },
  };
  return { view, dealership };
}
