/**
 * Issue 39, lead routing: only a tenant's admins choose where its leads go, and the CRM address
 * cannot point the CMS at an internal service (https only, public addresses only, no redirects).
 * Real REST handlers, a real lead delivery job and a real HTTP server on loopback standing in for
 * the internal service an attacker would aim at.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import type { Resolve } from '@dealer/outbound';
import { httpCrmAdfClient } from '../src/leads/delivery/httpCrmAdfClient';
import type { Dealership, Tenant } from '../src/payload-types';
import { storeLeadWithDeliveries } from './helpers/leads';
import { createTestTenant, rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let tenant: Tenant;
let otherTenant: Tenant;
let dealership: Dealership;
const tokens = {} as Record<'admin' | 'editor' | 'otherAdmin', string>;
const password = 'test-password-123';

// ---- An internal service: counts every connection and request it gets ----
let connections = 0;
const requests: string[] = [];
const internal: Server = createServer((request, response) => {
  requests.push(request.url ?? '');
  if (request.url === '/moved') return response.writeHead(302, { location: '/internal-admin' }).end();
  response.writeHead(500, { 'content-type': 'text/plain' }).end('internal secret: db-password=hunter2');
});
internal.on('connection', () => (connections += 1));
let port = 0;

const resolvingTo =
  (address: string): Resolve =>
  async () => [{ address, family: 4 }];

beforeAll(async () => {
  // Nothing trusted: the operator has listed no CRM hosts.
  delete process.env.LEAD_CRM_TRUSTED_HOSTS;
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  port = (internal.address() as AddressInfo).port;
  payload = await startTestPayload();
  tenant = await createTestTenant(payload, 'routing-motors');
  otherTenant = await createTestTenant(payload, 'routing-rivals');
  dealership = await payload.create({
    collection: 'dealerships',
    data: {
      tenant: tenant.id,
      name: 'Routing Toyota',
      leadDelivery: { email: 'sales@routing.test', crmAdfUrl: 'https://crm.routing.example/adf' },
    },
  });
  const user = async (key: keyof typeof tokens, email: string, tenantId: number, role: 'tenant-admin' | 'tenant-editor') => {
    await payload.create({ collection: 'users', data: { email, password, tenants: [{ tenant: tenantId, roles: [role] }] } });
    tokens[key] = (await payload.login({ collection: 'users', data: { email, password } })).token!;
  };
  await user('admin', 'admin@routing.test', tenant.id, 'tenant-admin');
  await user('editor', 'editor@routing.test', tenant.id, 'tenant-editor');
  await user('otherAdmin', 'admin@rivals.test', otherTenant.id, 'tenant-admin');
});

afterAll(async () => {
  internal.closeAllConnections();
  await new Promise<void>((resolve) => internal.close(() => resolve()));
  await stopTestPayload(payload);
});

beforeEach(() => {
  connections = 0;
  requests.length = 0;
});

const storedRouting = async () =>
  (await payload.findByID({ collection: 'dealerships', id: dealership.id, depth: 0, overrideAccess: true })).leadDelivery;
const patchRouting = (token: string | undefined, leadDelivery: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  rest('PATCH', `dealerships/${dealership.id}`, { token, body: { leadDelivery, ...extra } });

describe('who may change where leads go', () => {
  it('a tenant editor cannot: the change is not stored (the rest of the edit is)', async () => {
    const { status } = await patchRouting(
      tokens.editor,
      { crmAdfUrl: 'https://attacker.example/collect', email: 'me@attacker.example' },
      { phone: '07 5555 0199' },
    );
    expect(status).toBe(200);
    expect(await storedRouting()).toMatchObject({ crmAdfUrl: 'https://crm.routing.example/adf', email: 'sales@routing.test' });
    expect((await payload.findByID({ collection: 'dealerships', id: dealership.id, overrideAccess: true })).phone).toBe('07 5555 0199');
  });

  it('an editor creating a dealership cannot give it lead routing either', async () => {
    const { status, json } = await rest('POST', 'dealerships', {
      token: tokens.editor,
      body: { tenant: tenant.id, name: 'Editor Kia', leadDelivery: { crmAdfUrl: 'https://attacker.example/collect' } },
    });
    expect(status).toBe(201);
    const stored = await payload.findByID({ collection: 'dealerships', id: json.doc.id, depth: 0, overrideAccess: true });
    expect(stored.leadDelivery?.crmAdfUrl ?? null).toBeNull();
  });

  it('the admin of another tenant cannot reach the dealership at all', async () => {
    const { status } = await patchRouting(tokens.otherAdmin, { crmAdfUrl: 'https://attacker.example/collect' });
    expect([403, 404]).toContain(status);
    expect((await storedRouting())?.crmAdfUrl).toBe('https://crm.routing.example/adf');
  });

  it('anonymous callers cannot', async () => {
    const { status } = await patchRouting(undefined, { crmAdfUrl: 'https://attacker.example/collect' });
    expect(status).toBe(403);
    expect((await storedRouting())?.crmAdfUrl).toBe('https://crm.routing.example/adf');
  });

  it('the tenant admin can', async () => {
    const { status } = await patchRouting(tokens.admin, { crmAdfUrl: 'https://crm2.routing.example/adf', email: 'leads@routing.test' });
    expect(status).toBe(200);
    expect(await storedRouting()).toMatchObject({ crmAdfUrl: 'https://crm2.routing.example/adf', email: 'leads@routing.test' });
  });
});

describe('which CRM addresses an admin may save', () => {
  it.each([
    ['plain http', 'http://crm.routing.example/adf', 'The CRM address must start with https://.'],
    ['an internal http service', `http://127.0.0.1:${9}/adf`, 'The CRM address must start with https://.'],
    ['another scheme', 'file:///etc/passwd', 'The CRM address must start with https://.'],
    [
      'credentials in the URL',
      'https://user:secret@crm.routing.example/adf',
      'The CRM address must not contain a user name or password: use the Authorization field.',
    ],
    ['not a URL', 'crm.routing.example/adf', 'The CRM address must be a full URL starting with https://.'],
  ])('refuses %s with a 400 naming the field, and keeps the stored address', async (_case, url, message) => {
    const { status, json } = await patchRouting(tokens.admin, { crmAdfUrl: url });
    expect(status).toBe(400);
    expect(json.errors[0].data.errors).toEqual([{ label: expect.any(String), message, path: 'leadDelivery.crmAdfUrl' }]);
    expect((await storedRouting())?.crmAdfUrl).toBe('https://crm2.routing.example/adf');
  });
});

describe('the CRM call reaches public addresses only', () => {
  const post = (url: string, resolve?: Resolve) =>
    httpCrmAdfClient({ timeoutMs: 2_000, trustedHosts: [], ...(resolve ? { resolve } : {}) }).post({
      url,
      xml: '<adf/>',
      idempotencyKey: 'lead-0-crm',
    });

  it('refuses an https name that resolves to this machine, before connecting', async () => {
    await expect(post(`https://crm.routing.example:${port}/adf`, resolvingTo('127.0.0.1'))).rejects.toThrow(
      `CRM https://crm.routing.example:${port}/adf could not be reached: crm.routing.example resolves to 127.0.0.1, which is not a public address`,
    );
    expect(connections).toBe(0);
  });

  it.each(['10.0.0.8', '169.254.169.254', '192.168.1.1'])('refuses a name that resolves to %s', async (address) => {
    await expect(post(`https://crm.routing.example:${port}/adf`, resolvingTo(address))).rejects.toThrow(
      `resolves to ${address}, which is not a public address`,
    );
  });

  it('refuses localhost through the system resolver', async () => {
    await expect(post(`https://localhost:${port}/adf`)).rejects.toThrow(
      /localhost resolves to (127\.0\.0\.1|::1), which is not a public address/,
    );
    expect(connections).toBe(0);
  });

  it('never calls a stored http address (saved before this rule), and says why', async () => {
    await expect(post(`http://127.0.0.1:${port}/adf`)).rejects.toThrow(
      `CRM http://127.0.0.1:${port}/adf was not called: The CRM address must start with https://.`,
    );
    expect(connections).toBe(0);
  });

  it('does not follow a redirect (a CRM on a host the operator trusts)', async () => {
    const client = httpCrmAdfClient({ timeoutMs: 2_000, trustedHosts: ['127.0.0.1'] });
    await expect(client.post({ url: `http://127.0.0.1:${port}/moved`, xml: '<adf/>', idempotencyKey: 'k' })).rejects.toThrow(
      `CRM http://127.0.0.1:${port}/moved answered 302`,
    );
    expect(requests).toEqual(['/moved']);
  });

  it('a lead whose CRM address names this machine is not posted there; the delivery row says why', async () => {
    // Written past validation, as an address saved before this rule (or by a bug) would be.
    await payload.db.drizzle.execute(
      sql`update dealerships set lead_delivery_crm_adf_url = ${`https://localhost:${port}/adf`}, lead_delivery_email = null where id = ${dealership.id}`,
    );
    const stored = await payload.findByID({ collection: 'dealerships', id: dealership.id, depth: 0, overrideAccess: true });
    const lead = await storeLeadWithDeliveries(payload, tenant, stored);
    expect(lead.deliveries?.map((row) => row.channel)).toEqual(['crm-adf']);
    // This lead's job only: other files share this worker's database and leave jobs of their own.
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, limit: 0, depth: 0 });
    const ids = jobs.docs.filter((job) => (job.input as { leadId?: number } | null)?.leadId === lead.id).map((job) => job.id);
    expect(ids).toHaveLength(1);
    await payload.jobs.run({ where: { id: { in: ids } }, silent: true });
    const after = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true });
    const crmRow = after.deliveries?.find((row) => row.channel === 'crm-adf');
    expect(crmRow?.status).toBe('pending');
    expect(crmRow?.last_error).toMatch(
      /^CRM https:\/\/localhost:\d+\/adf could not be reached: localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/,
    );
    expect(connections).toBe(0);
    expect(JSON.stringify(after)).not.toContain('hunter2');
  });
});
