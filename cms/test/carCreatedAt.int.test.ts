/**
 * Issue 39: a car's `created_at` (the day it arrived in stock, which the New Arrival tag counts
 * from) can be set through the REST API on create and update, as the stock feed sets it; a value
 * that is no date, or in the future, is a 400 naming `created_at`, and nothing changes.
 */
import type { Payload } from 'payload';
import { createTestTenant, rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let token: string;
let tenant: number;
let dealership: number;

const car = (extra: Record<string, unknown>) => ({
  tenant,
  dealership,
  name: '2021 Mazda 3',
  slug: `2021-mazda-3-${Math.random().toString(36).slice(2, 8)}`,
  year: 2021,
  make: 'Mazda',
  model: '3',
  car_type: 'used',
  status: 'in_stock',
  stocknum: `CA-${Math.random().toString(36).slice(2, 8)}`,
  price: 24_990,
  ...extra,
});

beforeAll(async () => {
  payload = await startTestPayload();
  tenant = (await createTestTenant(payload, 'created-at-coast')).id;
  dealership = (await payload.create({ collection: 'dealerships', data: { tenant, name: 'Created At Mazda', slug: 'created-at-mazda' } }))
    .id;
  await payload.create({
    collection: 'users',
    data: { email: 'admin@created-at.test', password: 'test-password-123', tenants: [{ tenant, roles: ['tenant-admin'] }] },
  });
  token = (await payload.login({ collection: 'users', data: { email: 'admin@created-at.test', password: 'test-password-123' } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('a car’s created_at through REST', () => {
  it('is set on create and on update', async () => {
    const arrived = '2026-11-17T09:00:00.000Z';
    const created = await rest('POST', 'cars', { token, body: car({ created_at: arrived }) });
    expect(created.status).toBe(201);
    expect(created.json.doc.createdAt).toBe(arrived);
    const id = created.json.doc.id as number;
    const earlier = '2026-10-01T00:00:00.000Z';
    const updated = await rest('PATCH', `cars/${id}`, { token, body: { created_at: earlier } });
    expect(updated.status).toBe(200);
    expect((await payload.findByID({ collection: 'cars', id, depth: 0 })).createdAt).toBe(earlier);
  });

  it('refuses what is no date, or a date to come, naming created_at, and changes nothing', async () => {
    const created = await rest('POST', 'cars', { token, body: car({}) });
    const id = created.json.doc.id as number;
    const before = created.json.doc.createdAt as string;
    for (const [value, message] of [
      ['last Tuesday', 'created_at must be a date and time (ISO 8601, e.g. 2026-11-20T09:00:00Z)'],
      [new Date(Date.now() + 3 * 86_400_000).toISOString(), 'created_at cannot be in the future'],
    ] as const) {
      const refused = await rest('PATCH', `cars/${id}`, { token, body: { created_at: value, price: 1 } });
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'created_at', message })]);
    }
    const after = await payload.findByID({ collection: 'cars', id, depth: 0 });
    expect([after.createdAt, after.price]).toEqual([before, 24_990]);
    expect((await rest('POST', 'cars', { token, body: car({ created_at: 'soon' }) })).status).toBe(400);
  });
});
