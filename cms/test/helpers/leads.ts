/** Shared by the lead integration tests: a valid enquiry body, a lead stored as the endpoint stores it, and polling. */
import { randomUUID } from 'node:crypto';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { deliveryStatusOf, plannedDeliveries, queueLeadDeliveries } from '../../src/leads/delivery';
import type { Dealership, Lead, Tenant } from '../../src/payload-types';

/** A valid General Enquiry as the site sends it (`lead` of `POST /api/leads/submit`), with a fresh idempotency key. */
export const enquiryBody = (extra: Record<string, unknown> = {}) => ({
  form: 'enquiry',
  idempotency_key: `lead-key-${randomUUID()}`,
  name: 'Jane Shopper',
  email: 'jane@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
  category: 'General Enquiry',
  preferred_contact_method: 'Email',
  opt_in: true,
  ...extra,
});

/** Stores a lead and queues its deliveries in one transaction, as the lead endpoint does (rolled back with `commit: false`). */
export async function storeLeadWithDeliveries(
  payload: Payload,
  tenant: Tenant,
  dealership: Dealership,
  data: Partial<Lead> = {},
  { commit = true } = {},
): Promise<Lead> {
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  const deliveries = plannedDeliveries(dealership, tenant);
  const lead = await payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      form: 'enquiry',
      category: 'General Enquiry',
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
      phone: '0412 345 678',
      message: 'Is it still available?',
      dealership: dealership.id,
      idempotency_key: randomUUID(),
      deliveries,
      delivery_status: deliveryStatusOf(deliveries),
      ...data,
    },
    overrideAccess: true,
    req,
  });
  await queueLeadDeliveries(req, lead);
  if (commit) await commitTransaction(req);
  else await killTransaction(req);
  return lead;
}

/** Polls `check` every 50 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
