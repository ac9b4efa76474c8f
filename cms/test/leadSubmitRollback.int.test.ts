/**
 * Issue 10: a lead and its deliveries are written in one transaction. When queueing the
 * deliveries fails after the lead row was inserted, nothing is left behind, and the same
 * submission can be sent again. (The delivery seam is replaced here by one that fails on demand.)
 */
import { jest } from '@jest/globals';
import type { Payload, PayloadRequest } from 'payload';

let failQueueing = true;
let leadSeenInsideTransaction = false;
jest.unstable_mockModule('../src/leads/delivery/index', () => ({
  plannedDeliveries: () => [{ channel: 'email', target: 'leads@rollback-motors.example.com', status: 'pending', attempts: 0 }],
  deliveryStatusOf: () => 'pending',
  queueLeadDeliveries: async (req: PayloadRequest, lead: { id: number }) => {
    // The lead is there inside the transaction, so the failure really happens after the insert.
    const inside = await req.payload.count({ collection: 'leads', where: { id: { equals: lead.id } }, req });
    leadSeenInsideTransaction = inside.totalDocs === 1;
    if (failQueueing) throw new Error('The job queue is unavailable');
  },
}));

const { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } = await import('./helpers/testPayload');

let payload: Payload;
let tenantId: number;

beforeAll(async () => {
  payload = await startTestPayload();
  tenantId = (await createTestTenant(payload, 'leads-rollback')).id;
  await payload.create({
    collection: 'dealerships',
    data: { tenant: tenantId, name: 'Rollback Motors', slug: 'rollback-motors' },
    context: { disableRevalidate: true },
  });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

it('a failure while queueing the deliveries leaves no lead, and the same submission then succeeds', async () => {
  const body = {
    tenant: 'leads-rollback',
    lead: {
      form: 'careers',
      idempotency_key: 'rollback-key-0001',
      name: 'Alex Applicant',
      email: 'alex@example.com',
      phone: '0412 345 678',
      message: 'I would like to apply.',
      category: 'General Enquiry',
      preferred_contact_method: 'Email',
      opt_in: true,
    },
  };
  const count = async () => (await payload.count({ collection: 'leads', where: { tenant: { equals: tenantId } } })).totalDocs;
  const submit = () => rest('POST', 'leads/submit', { body, headers: { authorization: siteLeadsAuthorization() } });

  const failed = await submit();
  expect(failed.status).toBe(500);
  expect(leadSeenInsideTransaction).toBe(true);
  expect(await count()).toBe(0);

  failQueueing = false;
  const stored = await submit();
  expect(stored.status).toBe(201);
  expect(await count()).toBe(1);
  const lead = await payload.findByID({ collection: 'leads', id: stored.json.lead_id, depth: 0 });
  expect(lead.deliveries).toMatchObject([{ channel: 'email', target: 'leads@rollback-motors.example.com', status: 'pending' }]);
  expect(lead.event_id).toBe(51);
});
