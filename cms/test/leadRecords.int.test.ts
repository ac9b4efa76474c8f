/**
 * Issue 39: what a shopper sent is a record. Nobody edits a lead over the API, editors cannot
 * delete one, and deleting one takes its trade-in along only when the caller may delete that too.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import type { Lead, TradeIn } from '../src/payload-types';
import { createTestTenant, rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const ids = {} as Record<'alpha' | 'bravo', number>;
const tokens = {} as Record<'editor' | 'admin' | 'bravoAdmin' | 'superAdmin', string>;
const password = 'test-password-123';
let counter = 0;

const jwt = (token: string) => ({ token });

const leadOf = (tenant: number): Promise<Lead> =>
  payload.create({
    collection: 'leads',
    data: {
      tenant,
      form: 'enquiry',
      category: 'General Enquiry',
      name: 'Jo Citizen',
      email: 'jo@shopper.test',
      message: 'Is it still available?',
      idempotency_key: `lead-record-${(counter += 1)}`,
    },
    overrideAccess: true,
  });

const tradeInOf = (lead: Lead, tenant: number): Promise<TradeIn> =>
  payload.create({
    collection: 'trade-ins',
    data: {
      tenant,
      lead: lead.id,
      eval_id: `EV${counter}`,
      rego: `REC${counter}`,
      state: 'QLD',
      name: 'Jo Citizen',
      source_page: 'trade-in',
    } as never,
    overrideAccess: true,
  });

const exists = async (collection: 'leads' | 'trade-ins', id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1;

beforeAll(async () => {
  payload = await startTestPayload();
  ids.alpha = (await createTestTenant(payload, 'record-alpha')).id;
  ids.bravo = (await createTestTenant(payload, 'record-bravo')).id;
  const user = async (key: keyof typeof tokens, email: string, data: Record<string, unknown>) => {
    await payload.create({ collection: 'users', data: { email, password, ...data } });
    tokens[key] = (await payload.login({ collection: 'users', data: { email, password } })).token!;
  };
  await user('editor', 'editor@record-alpha.test', { tenants: [{ tenant: ids.alpha, roles: ['tenant-editor'] }] });
  await user('admin', 'admin@record-alpha.test', { tenants: [{ tenant: ids.alpha, roles: ['tenant-admin'] }] });
  await user('bravoAdmin', 'admin@record-bravo.test', { tenants: [{ tenant: ids.bravo, roles: ['tenant-admin'] }] });
  await user('superAdmin', 'super@record-platform.test', { roles: ['super-admin'] });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('nobody edits what the shopper sent', () => {
  it.each(['editor', 'admin', 'superAdmin'] as const)('a PATCH by the %s is refused and changes nothing', async (who) => {
    const lead = await leadOf(ids.alpha);
    const { status } = await rest('PATCH', `leads/${lead.id}`, {
      ...jwt(tokens[who]),
      body: { message: 'Never mind', email: 'forged@example.com' },
    });
    expect(status).toBe(403);
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true });
    expect([stored.message, stored.email]).toEqual(['Is it still available?', 'jo@shopper.test']);
  });

  it('a bulk PATCH by the tenant admin is refused too', async () => {
    const lead = await leadOf(ids.alpha);
    const { status } = await rest('PATCH', `leads?where[id][equals]=${lead.id}`, { ...jwt(tokens.admin), body: { name: 'Someone else' } });
    expect(status).toBe(403);
    expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).name).toBe('Jo Citizen');
  });
});

describe('deleting a lead', () => {
  it('an editor cannot: the lead and its trade-in stay', async () => {
    const lead = await leadOf(ids.alpha);
    const tradeIn = await tradeInOf(lead, ids.alpha);
    const { status } = await rest('DELETE', `leads/${lead.id}`, jwt(tokens.editor));
    expect(status).toBe(403);
    expect([await exists('leads', lead.id), await exists('trade-ins', tradeIn.id)]).toEqual([true, true]);
  });

  it('the admin of another tenant cannot', async () => {
    const lead = await leadOf(ids.alpha);
    const { status } = await rest('DELETE', `leads/${lead.id}`, jwt(tokens.bravoAdmin));
    expect([403, 404]).toContain(status);
    expect(await exists('leads', lead.id)).toBe(true);
  });

  it('anonymous callers cannot', async () => {
    const lead = await leadOf(ids.alpha);
    expect((await rest('DELETE', `leads/${lead.id}`)).status).toBe(403);
    expect(await exists('leads', lead.id)).toBe(true);
  });

  it('the tenant admin can, and the trade-in goes with it', async () => {
    const lead = await leadOf(ids.alpha);
    const tradeIn = await tradeInOf(lead, ids.alpha);
    const { status } = await rest('DELETE', `leads/${lead.id}`, jwt(tokens.admin));
    expect(status).toBe(200);
    expect([await exists('leads', lead.id), await exists('trade-ins', tradeIn.id)]).toEqual([false, false]);
  });

  it('is refused whole when the trade-in is one the caller may not delete (no cascade wider than the caller)', async () => {
    // A trade-in of another tenant hanging off this lead: only a broken write could make one, and
    // the cascade must not become the way to remove it.
    const lead = await leadOf(ids.alpha);
    const foreign = await tradeInOf(lead, ids.alpha);
    await payload.db.drizzle.execute(sql`update trade_ins set tenant_id = ${ids.bravo} where id = ${foreign.id}`);
    const { status } = await rest('DELETE', `leads/${lead.id}`, jwt(tokens.admin));
    expect(status).toBe(403);
    expect([await exists('leads', lead.id), await exists('trade-ins', foreign.id)]).toEqual([true, true]);
    // A super admin may delete both.
    expect((await rest('DELETE', `leads/${lead.id}`, jwt(tokens.superAdmin))).status).toBe(200);
    expect([await exists('leads', lead.id), await exists('trade-ins', foreign.id)]).toEqual([false, false]);
  });
});
