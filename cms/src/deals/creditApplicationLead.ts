/**
 * A finance application made in the buy-online journey (issue 38) is a lead for the dealer: a
 * credit application with the shopper's explicit consent, the finance structure chosen, and the
 * car. Stored in the step's transaction and queued for delivery (email, ADF) like every lead; one
 * per deal (its idempotency key), however often the shopper changes the structure.
 */
import type { PayloadRequest } from 'payload';
import { CREDIT_APPLICATION_CONSENT, formatMoney, type Locale } from '@dealer/domain';
import { deliveryStatusOf, plannedDeliveries, queueLeadDeliveries } from '../leads/delivery';
import { leadVehicleOf } from '../leads/submit/resolveLead';
import type { Car, Deal, Shopper } from '../payload-types';
import { idOf } from '../reservations/reservationFacts';

export interface CreditApplicant {
  name: string;
  email: string;
}

export interface CreditApplicationStructure {
  cashDeposit: number;
  termMonths: number;
  balloon: number;
  annualRatePercent: number;
}

export const creditApplicationKey = (dealId: number) => `credit-application-deal-${dealId}`;

/** Stores the lead unless this deal has one already; answers its id. */
export async function storeCreditApplicationLead(
  txReq: PayloadRequest,
  deal: Deal,
  shopper: Pick<Shopper, 'phone'>,
  applicant: CreditApplicant,
  structure: CreditApplicationStructure,
  consentAt: Date,
): Promise<number> {
  const { payload } = txReq;
  const tenantId = idOf(deal.tenant)!;
  const key = creditApplicationKey(deal.id);
  const existing = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: tenantId } }, { idempotency_key: { equals: key } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req: txReq,
  });
  if (existing.docs[0]) return existing.docs[0].id;
  const tenant = await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true, req: txReq });
  const car: Car = await payload.findByID({ collection: 'cars', id: idOf(deal.car)!, depth: 0, overrideAccess: true, req: txReq });
  const dealershipId = idOf(car.dealership);
  const dealership = dealershipId
    ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true, req: txReq })
    : null;
  const locale = tenant.locale as Locale;
  const money = (amount: number) => formatMoney(amount, locale);
  const deliveries = plannedDeliveries(dealership, tenant);
  const lead = await payload.create({
    collection: 'leads',
    data: {
      tenant: tenantId,
      form: 'finance',
      category: 'Finance Enquiry',
      subcategory: 'Credit Application',
      name: applicant.name,
      email: applicant.email,
      phone: shopper.phone,
      message: [
        `Credit application from the buy-online journey for ${deal.title}.`,
        `Structure: ${money(structure.cashDeposit)} cash deposit, ${structure.termMonths} months at ${structure.annualRatePercent}% p.a., ${money(structure.balloon)} balloon.`,
        `Consent given ${consentAt.toISOString()}: "${CREDIT_APPLICATION_CONSENT}"`,
      ].join('\n'),
      preferred_contact_method: 'Phone',
      opt_in: false,
      terms_accepted: true,
      dealership: dealership?.id ?? null,
      location: idOf(car.location),
      car: car.id,
      vehicle: leadVehicleOf(car),
      source: 'Website',
      url: `/checkout-journey?car_id=${car.slug}`,
      form_completed: true,
      idempotency_key: key,
      deliveries,
      delivery_status: deliveryStatusOf(deliveries),
    },
    overrideAccess: true,
    depth: 0,
    select: { deliveries: true },
    req: txReq,
  });
  await queueLeadDeliveries(txReq, lead);
  return lead.id;
}
