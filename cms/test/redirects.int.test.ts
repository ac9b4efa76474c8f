/**
 * Issue 12 "redirects managed in the CMS": an editor's redirect is checked (a path of the site to
 * a path or an http(s) address, never the site's own files), stored as it is matched, and unique
 * per tenant; the site reads them anonymously. Real PostgreSQL, the real Payload config.
 */
import type { Payload } from 'payload';
import { createTestTenant, rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let token = '';
const ids = { alpha: 0, bravo: 0 };
const password = 'test-password-123';

beforeAll(async () => {
  payload = await startTestPayload();
  ids.alpha = (await createTestTenant(payload, 'redirect-alpha')).id;
  ids.bravo = (await createTestTenant(payload, 'redirect-bravo')).id;
  await payload.create({
    collection: 'users',
    data: { email: 'editor@redirect-alpha.test', password, tenants: [{ tenant: ids.alpha, roles: ['tenant-editor'] }] },
  });
  token = (await payload.login({ collection: 'users', data: { email: 'editor@redirect-alpha.test', password } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

const create = (body: Record<string, unknown>) =>
  rest('POST', 'redirects', { token, body: { tenant: ids.alpha, type: 'permanent', ...body } });
const countFor = async (tenant: number) =>
  (await payload.count({ collection: 'redirects', where: { tenant: { equals: tenant } } })).totalDocs;

describe('an editor’s redirects', () => {
  it('are stored as they are matched: lower case, without a trailing slash', async () => {
    const { status, json } = await create({ from: '/Winter-Sale/', to: ' /offers ' });
    expect(status).toBe(201);
    expect([json.doc.from, json.doc.to]).toEqual(['/winter-sale', '/offers']);
  });

  it.each([
    [{ from: 'no-slash', to: '/offers' }, 'from', 'Start with a /'],
    [{ from: '/api/leads', to: '/offers' }, 'from', 'belongs to the site'],
    [{ from: '/', to: '/offers' }, 'from', 'home page'],
    [{ from: '/loop', to: '/Loop/' }, 'to', 'its own path'],
    [{ from: '/js', to: 'javascript:alert(1)' }, 'to', 'full web address'],
  ])('%j is a 400 naming %s, and nothing is stored', async (body, field, message) => {
    const before = await countFor(ids.alpha);
    const { status, json } = await create(body);
    expect(status).toBe(400);
    const errors = json.errors[0].data.errors as { path: string; message: string }[];
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message: expect.stringContaining(message) })]));
    expect(await countFor(ids.alpha)).toBe(before);
  });

  it('are unique per tenant, while another tenant may redirect the same path', async () => {
    expect((await create({ from: '/old-service', to: '/service' })).status).toBe(201);
    const again = await create({ from: '/Old-Service', to: '/contact' });
    expect(again.status).toBe(400);
    const other = await payload.create({
      collection: 'redirects',
      data: { tenant: ids.bravo, from: '/old-service', to: '/service', type: 'temporary' },
    });
    expect(other.from).toBe('/old-service');
  });

  it('cannot be written into another tenant, and are read by anyone (the site reads them anonymously)', async () => {
    const before = await countFor(ids.bravo);
    const forged = await create({ tenant: ids.bravo, from: '/forged', to: 'https://evil.example' });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(await countFor(ids.bravo)).toBe(before);
    const anonymous = await rest('POST', 'redirects', { body: { tenant: ids.alpha, from: '/anon', to: '/offers', type: 'permanent' } });
    expect(anonymous.status).toBe(403);
    const read = await rest('GET', `redirects?where[tenant][equals]=${ids.bravo}&depth=1&populate[tenants][slug]=true`);
    expect(read.status).toBe(200);
    expect(read.json.docs.map((d: { from: string; tenant: { slug: string } }) => [d.from, d.tenant.slug])).toEqual([
      ['/old-service', 'redirect-bravo'],
    ]);
  });
});

describe('redirects that would send visitors in a circle', () => {
  const messages = (json: { errors: { data: { errors: { path: string; message: string }[] } }[] }) => json.errors[0]!.data.errors;

  it('a rule closing a circle with the tenant’s others is a 400 on "to" naming the paths, and nothing is stored', async () => {
    expect((await create({ from: '/circle-a', to: '/circle-b' })).status).toBe(201);
    expect((await create({ from: '/circle-b', to: '/circle-c' })).status).toBe(201);
    const before = await countFor(ids.alpha);
    const { status, json } = await create({ from: '/Circle-C/', to: '/circle-a' });
    expect(status).toBe(400);
    expect(messages(json)).toEqual([
      {
        path: 'to',
        message:
          'This redirect would send visitors in a circle: /circle-c → /circle-a → /circle-b → /circle-c. Change where one of these redirects leads.',
      },
    ]);
    expect(await countFor(ids.alpha)).toBe(before);
  });

  it('a chain that ends on a page is saved', async () => {
    expect((await create({ from: '/chain-a', to: '/chain-b' })).status).toBe(201);
    expect((await create({ from: '/chain-b', to: '/offers' })).status).toBe(201);
  });

  it('changing a rule into a circle is refused and leaves it as it was', async () => {
    const first = await create({ from: '/edit-a', to: '/edit-b' });
    const second = await create({ from: '/edit-b', to: '/offers' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const patch = await rest('PATCH', `redirects/${second.json.doc.id}`, { token, body: { to: '/edit-a' } });
    expect(patch.status).toBe(400);
    expect(messages(patch.json)[0]).toMatchObject({ path: 'to', message: expect.stringContaining('/edit-b → /edit-a → /edit-b') });
    expect((await payload.findByID({ collection: 'redirects', id: second.json.doc.id, depth: 0 })).to).toBe('/offers');
  });

  it('another tenant’s rules do not count', async () => {
    await payload.create({ collection: 'redirects', data: { tenant: ids.bravo, from: '/shared-b', to: '/shared-a', type: 'permanent' } });
    expect((await create({ from: '/shared-a', to: '/shared-b' })).status).toBe(201);
  });
});
