/**
 * Issue 9, the CMS's side of the tenant boundary: media per tenant, who manages which staff
 * account, tenant domains, and what anonymous callers may read. Through the real REST handlers.
 */
import sharp from 'sharp';
import type { Payload } from 'payload';
import { graphql, rest, restUpload, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
const ids = {} as Record<
  'tenantA' | 'tenantB' | 'logoA' | 'logoB' | 'sharedLogo' | 'editorA' | 'userAB' | 'superWithRow' | 'dealershipA',
  number
>;
const tokens = {} as Record<'editorA' | 'adminA' | 'superAdmin', string>;

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
    .jpeg()
    .toBuffer();
const login = async (email: string, secret = password) =>
  (await payload.login({ collection: 'users', data: { email, password: secret } })).token!;
const canLogIn = async (email: string, secret: string) =>
  payload.login({ collection: 'users', data: { email, password: secret } }).then(
    () => true,
    () => false,
  );
const tenantIdOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value);

beforeAll(async () => {
  payload = await startTestPayload();
  const tenant = (slug: string, domains: string[] = []) =>
    payload.create({
      collection: 'tenants',
      data: {
        name: slug,
        slug,
        template: 'group',
        locale: 'en-AU',
        domains: domains.map((domain) => ({ domain })),
        branding: { primaryColour: '#000000', secondaryColour: '#ffffff' },
      },
    });
  ids.tenantA = (await tenant('boundary-alpha', ['alphamotors.example'])).id;
  ids.tenantB = (await tenant('boundary-bravo', ['bravomotors.example'])).id;
  const user = async (email: string, data: Record<string, unknown>) =>
    (await payload.create({ collection: 'users', data: { email, password, ...data } })).id;
  ids.editorA = await user('editor@boundary-alpha.test', { tenants: [{ tenant: ids.tenantA, roles: ['tenant-editor'] }] });
  await user('admin@boundary-alpha.test', { tenants: [{ tenant: ids.tenantA, roles: ['tenant-admin'] }] });
  await user('super@boundary-platform.test', { roles: ['super-admin'] });
  ids.userAB = await user('both@boundary-both.test', {
    tenants: [
      { tenant: ids.tenantA, roles: ['tenant-editor'] },
      { tenant: ids.tenantB, roles: ['tenant-admin'] },
    ],
  });
  ids.superWithRow = await user('super-with-row@boundary-platform.test', {
    roles: ['super-admin'],
    tenants: [{ tenant: ids.tenantA, roles: ['tenant-editor'] }],
  });
  const media = async (name: string, data: Record<string, unknown>) => {
    const bytes = await png();
    return (
      await payload.create({
        collection: 'media',
        data: { alt: name, ...data },
        file: { data: bytes, mimetype: 'image/png', name, size: bytes.length },
      })
    ).id;
  };
  ids.logoA = await media('boundary-logo-alpha.png', { tenant: ids.tenantA });
  ids.logoB = await media('boundary-logo-bravo.png', { tenant: ids.tenantB });
  ids.sharedLogo = await media('boundary-make-logo.png', { shared: true });
  ids.dealershipA = (await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Alpha Mazda' } })).id;
  tokens.editorA = await login('editor@boundary-alpha.test');
  tokens.adminA = await login('admin@boundary-alpha.test');
  tokens.superAdmin = await login('super@boundary-platform.test');
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('media belongs to a tenant or is shared', () => {
  it("an editor of tenant A cannot update tenant B's logo", async () => {
    const { status } = await rest('PATCH', `media/${ids.logoB}`, { token: tokens.editorA, body: { alt: 'Hijacked' } });
    expect([403, 404]).toContain(status);
    expect((await payload.findByID({ collection: 'media', id: ids.logoB })).alt).toBe('boundary-logo-bravo.png');
  });

  it("an editor of tenant A cannot replace tenant B's logo file", async () => {
    const before = await payload.findByID({ collection: 'media', id: ids.logoB });
    const { status } = await restUpload('PATCH', `media/${ids.logoB}`, {
      token: tokens.editorA,
      file: { bytes: await jpeg(), name: 'evil.jpg', type: 'image/jpeg' },
    });
    expect([403, 404]).toContain(status);
    const after = await payload.findByID({ collection: 'media', id: ids.logoB });
    expect([after.filename, after.mimeType, after.filesize]).toEqual([before.filename, before.mimeType, before.filesize]);
  });

  it("an editor of tenant A cannot delete tenant B's logo", async () => {
    const { status } = await rest('DELETE', `media/${ids.logoB}`, { token: tokens.editorA });
    expect([403, 404]).toContain(status);
    expect((await payload.count({ collection: 'media', where: { id: { equals: ids.logoB } } })).totalDocs).toBe(1);
  });

  it('a tenant admin cannot update or delete shared make artwork; a super admin can update it', async () => {
    expect([403, 404]).toContain((await rest('PATCH', `media/${ids.sharedLogo}`, { token: tokens.adminA, body: { alt: 'x' } })).status);
    expect([403, 404]).toContain((await rest('DELETE', `media/${ids.sharedLogo}`, { token: tokens.adminA })).status);
    expect((await payload.findByID({ collection: 'media', id: ids.sharedLogo })).alt).toBe('boundary-make-logo.png');
    const { status } = await rest('PATCH', `media/${ids.sharedLogo}`, { token: tokens.superAdmin, body: { alt: 'Mazda logo' } });
    expect(status).toBe(200);
    expect((await payload.findByID({ collection: 'media', id: ids.sharedLogo })).alt).toBe('Mazda logo');
  });

  it('an editor cannot mark media shared, on update or on upload', async () => {
    const patched = await rest('PATCH', `media/${ids.logoA}`, { token: tokens.editorA, body: { alt: 'Alpha logo', shared: true } });
    expect(patched.status).toBe(200);
    const logo = await payload.findByID({ collection: 'media', id: ids.logoA });
    expect([logo.alt, logo.shared, tenantIdOf(logo.tenant)]).toEqual(['Alpha logo', false, ids.tenantA]);

    const uploaded = await restUpload('POST', 'media', {
      token: tokens.editorA,
      file: { bytes: await png(), name: 'sneaky-shared.png', type: 'image/png' },
      data: { alt: 'Sneaky', shared: true },
    });
    expect(uploaded.status).toBe(400);
    expect(uploaded.json.errors[0].data.errors).toEqual([
      {
        label: expect.anything(),
        message: 'Choose the tenant this file belongs to (only super admins upload shared files).',
        path: 'tenant',
      },
    ]);
    expect((await payload.count({ collection: 'media', where: { alt: { equals: 'Sneaky' } } })).totalDocs).toBe(0);
  });

  it('an editor uploads into their own tenant, never into another', async () => {
    const own = await restUpload('POST', 'media', {
      token: tokens.editorA,
      file: { bytes: await png(), name: 'alpha-banner.png', type: 'image/png' },
      data: { alt: 'Alpha banner', tenant: ids.tenantA },
    });
    expect(own.status).toBe(201);
    expect([tenantIdOf(own.json.doc.tenant), own.json.doc.shared]).toEqual([ids.tenantA, false]);

    const other = await restUpload('POST', 'media', {
      token: tokens.editorA,
      file: { bytes: await png(), name: 'bravo-banner.png', type: 'image/png' },
      data: { alt: 'Bravo banner', tenant: ids.tenantB },
    });
    expect(other.status).toBe(403);
    expect((await payload.count({ collection: 'media', where: { alt: { equals: 'Bravo banner' } } })).totalDocs).toBe(0);
  });

  it('an upload whose bytes are not an image is 400 with a clear message', async () => {
    const { status, json } = await restUpload('POST', 'media', {
      token: tokens.editorA,
      file: { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), name: 'logo.png', type: 'image/png' },
      data: { alt: 'Not an image', tenant: ids.tenantA },
    });
    expect(status).toBe(400);
    expect(json.errors[0].data.errors).toEqual([
      { message: 'The file is not an image: its contents are not PNG, JPEG, WebP, GIF, AVIF.', path: 'file' },
    ]);
    expect((await payload.count({ collection: 'media', where: { alt: { equals: 'Not an image' } } })).totalDocs).toBe(0);
  });

  it('an upload whose declared type does not match its bytes is 400', async () => {
    const { status, json } = await restUpload('POST', 'media', {
      token: tokens.editorA,
      file: { bytes: await jpeg(), name: 'photo.png', type: 'image/png' },
      data: { alt: 'Mislabelled', tenant: ids.tenantA },
    });
    expect(status).toBe(400);
    expect(json.errors[0].data.errors).toEqual([
      { message: 'The file is sent as image/png but its contents are image/jpeg.', path: 'file' },
    ]);
  });

  it('SVG uploads are refused, even from a super admin', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { status, json } = await restUpload('POST', 'media', {
      token: tokens.superAdmin,
      file: { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' },
      data: { alt: 'Vector', shared: true },
    });
    expect(status).toBe(400);
    expect(json.errors[0].data.errors[0].message).toBe('SVG files are not accepted: upload a PNG, JPEG, WebP, GIF, AVIF image.');
  });

  it("anyone may still read a tenant's logo (the sites show it)", async () => {
    const { status, json } = await rest('GET', `media/${ids.logoB}`);
    expect(status).toBe(200);
    expect(json.filename).toBe('boundary-logo-bravo.png');
  });
});

describe('documents cannot be moved to another tenant', () => {
  it("an editor cannot move their tenant's media or offer into tenant B", async () => {
    const media = await rest('PATCH', `media/${ids.logoA}`, { token: tokens.editorA, body: { tenant: ids.tenantB } });
    expect(media.status).toBe(400);
    expect(media.json.errors[0].data.errors).toEqual([
      // The field's filterOptions (the editor's tenants) refuses it before its own validation runs.
      { message: 'This field has an invalid selection.', path: 'tenant' },
    ]);
    expect(tenantIdOf((await payload.findByID({ collection: 'media', id: ids.logoA, depth: 0 })).tenant)).toBe(ids.tenantA);

    const offer = await payload.create({
      collection: 'offers',
      data: { tenant: ids.tenantA, title: 'Alpha Move Test', _status: 'published' },
    });
    const moved = await rest('PATCH', `offers/${offer.id}`, { token: tokens.editorA, body: { tenant: ids.tenantB } });
    expect(moved.status).toBe(400);
    expect(tenantIdOf((await payload.findByID({ collection: 'offers', id: offer.id, depth: 0 })).tenant)).toBe(ids.tenantA);
  });
});

describe('a tenant admin manages only users wholly in their tenants', () => {
  it('cannot change the password of a user who is in A and B', async () => {
    const { status } = await rest('PATCH', `users/${ids.userAB}`, { token: tokens.adminA, body: { password: 'taken-over-123' } });
    expect([400, 403, 404]).toContain(status);
    expect(await canLogIn('both@boundary-both.test', 'taken-over-123')).toBe(false);
    expect(await canLogIn('both@boundary-both.test', password)).toBe(true);
  });

  it('cannot change the email of a user who is in A and B', async () => {
    const { status } = await rest('PATCH', `users/${ids.userAB}`, { token: tokens.adminA, body: { email: 'mine@boundary-alpha.test' } });
    expect([400, 403, 404]).toContain(status);
    expect((await payload.findByID({ collection: 'users', id: ids.userAB })).email).toBe('both@boundary-both.test');
  });

  it('cannot delete a user who is in A and B', async () => {
    const { status } = await rest('DELETE', `users/${ids.userAB}`, { token: tokens.adminA });
    expect([403, 404]).toContain(status);
    expect((await payload.count({ collection: 'users', where: { id: { equals: ids.userAB } } })).totalDocs).toBe(1);
  });

  it('cannot change the password or email of, nor delete, a super admin with a row in A', async () => {
    const pw = await rest('PATCH', `users/${ids.superWithRow}`, { token: tokens.adminA, body: { password: 'taken-over-123' } });
    expect([400, 403, 404]).toContain(pw.status);
    expect(await canLogIn('super-with-row@boundary-platform.test', 'taken-over-123')).toBe(false);
    const email = await rest('PATCH', `users/${ids.superWithRow}`, { token: tokens.adminA, body: { email: 'x@boundary-alpha.test' } });
    expect([400, 403, 404]).toContain(email.status);
    expect([403, 404]).toContain((await rest('DELETE', `users/${ids.superWithRow}`, { token: tokens.adminA })).status);
    expect((await payload.findByID({ collection: 'users', id: ids.superWithRow })).email).toBe('super-with-row@boundary-platform.test');
  });

  it('does not even list those users', async () => {
    const { json } = await rest('GET', 'users?limit=100', { token: tokens.adminA });
    const emails = json.docs.map((u: { email: string }) => u.email).sort();
    expect(emails).toEqual(['admin@boundary-alpha.test', 'editor@boundary-alpha.test']);
  });

  it("may rename their own tenant's editor but not change the editor's password or email", async () => {
    expect((await rest('PATCH', `users/${ids.editorA}`, { token: tokens.adminA, body: { name: 'Eddie' } })).status).toBe(200);
    const pw = await rest('PATCH', `users/${ids.editorA}`, { token: tokens.adminA, body: { password: 'admin-chosen-123' } });
    expect(pw.status).toBe(400);
    expect(pw.json.errors[0].data.errors).toEqual([
      { message: 'Only the user or a super admin can change this password.', path: 'password' },
    ]);
    const email = await rest('PATCH', `users/${ids.editorA}`, { token: tokens.adminA, body: { email: 'eddie@boundary-alpha.test' } });
    expect(email.status).toBe(400);
    expect(await canLogIn('editor@boundary-alpha.test', password)).toBe(true);
    expect((await payload.findByID({ collection: 'users', id: ids.editorA })).name).toBe('Eddie');
  });

  it('a user changes their own password; a super admin changes anyone’s', async () => {
    const self = await rest('PATCH', `users/${ids.editorA}`, { token: tokens.editorA, body: { password: 'my-own-choice-123' } });
    expect(self.status).toBe(200);
    expect(await canLogIn('editor@boundary-alpha.test', 'my-own-choice-123')).toBe(true);
    const reset = await rest('PATCH', `users/${ids.editorA}`, { token: tokens.superAdmin, body: { password } });
    expect(reset.status).toBe(200);
    expect(await canLogIn('editor@boundary-alpha.test', password)).toBe(true);
    // A password change ends the account's sessions: later tests need a fresh token.
    tokens.editorA = await login('editor@boundary-alpha.test');
  });

  it("a user created by a tenant admin joins the admin's tenant", async () => {
    const { status, json } = await rest('POST', 'users', {
      token: tokens.adminA,
      body: { email: 'new@boundary-alpha.test', password },
    });
    expect(status).toBe(201);
    const created = await payload.findByID({ collection: 'users', id: json.doc.id, depth: 0 });
    expect(created.tenants?.map((row) => [tenantIdOf(row.tenant), row.roles])).toEqual([[ids.tenantA, ['tenant-editor']]]);
    expect(created.roles ?? []).toEqual([]);
  });

  it('a tenant admin cannot create a user in another tenant, nor a super admin', async () => {
    const elsewhere = await rest('POST', 'users', {
      token: tokens.adminA,
      body: { email: 'elsewhere@boundary-bravo.test', password, tenants: [{ tenant: ids.tenantB, roles: ['tenant-admin'] }] },
    });
    expect(elsewhere.status).toBe(403);
    const sneakySuper = await rest('POST', 'users', {
      token: tokens.adminA,
      body: { email: 'root@boundary-alpha.test', password, roles: ['super-admin'] },
    });
    expect(sneakySuper.status).toBe(403);
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { in: ['elsewhere@boundary-bravo.test', 'root@boundary-alpha.test'] } },
        })
      ).totalDocs,
    ).toBe(0);
  });

  it('an editor cannot create users', async () => {
    expect((await rest('POST', 'users', { token: tokens.editorA, body: { email: 'e2@boundary-alpha.test', password } })).status).toBe(403);
  });
});

describe('tenant slug and domains', () => {
  it('a tenant admin cannot change their tenant’s slug or domains', async () => {
    const { status } = await rest('PATCH', `tenants/${ids.tenantA}`, {
      token: tokens.adminA,
      body: { name: 'Alpha Motors Group', slug: 'bravo', domains: [{ domain: 'bravomotors.example' }] },
    });
    expect(status).toBe(200);
    const tenant = await payload.findByID({ collection: 'tenants', id: ids.tenantA });
    expect([tenant.name, tenant.slug, tenant.domains?.map((d) => d.domain)]).toEqual([
      'Alpha Motors Group',
      'boundary-alpha',
      ['alphamotors.example'],
    ]);
  });

  it('refuses another tenant’s domain with "This domain is already in use", in any spelling', async () => {
    for (const spelling of ['alphamotors.example', 'HTTPS://WWW.AlphaMotors.Example:443/offers', ' alphamotors.example. ']) {
      const { status, json } = await rest('PATCH', `tenants/${ids.tenantB}`, {
        token: tokens.superAdmin,
        body: { domains: [{ domain: 'bravomotors.example' }, { domain: spelling }] },
      });
      expect(status).toBe(400);
      expect(json.errors[0].data.errors).toEqual([{ message: 'This domain is already in use', path: 'domains.1.domain' }]);
      expect(JSON.stringify(json)).not.toMatch(/boundary-alpha|Alpha Motors/);
    }
    const tenant = await payload.findByID({ collection: 'tenants', id: ids.tenantB });
    expect(tenant.domains?.map((d) => d.domain)).toEqual(['bravomotors.example']);
  });

  it('stores domains normalised, and refuses .localhost names', async () => {
    const ok = await rest('PATCH', `tenants/${ids.tenantB}`, {
      token: tokens.superAdmin,
      body: { domains: [{ domain: 'https://WWW.Bravo-Motors.Example./' }] },
    });
    expect(ok.status).toBe(200);
    expect((await payload.findByID({ collection: 'tenants', id: ids.tenantB })).domains?.map((d) => d.domain)).toEqual([
      'bravo-motors.example',
    ]);
    const local = await rest('PATCH', `tenants/${ids.tenantB}`, {
      token: tokens.superAdmin,
      body: { domains: [{ domain: 'alpha.localhost' }] },
    });
    expect(local.status).toBe(400);
    expect(local.json.errors[0].data.errors[0]).toMatchObject({
      message: 'Domains ending in .localhost are for development and cannot be configured.',
      path: 'domains.0.domain',
    });
  });
});

describe('what anonymous callers read', () => {
  const car = (stocknum: string, extra: Record<string, unknown>) =>
    payload.create({
      collection: 'cars',
      data: {
        tenant: ids.tenantA,
        dealership: ids.dealershipA,
        name: `Car ${stocknum}`,
        year: 2020,
        make: 'Mazda',
        model: 'CX-5',
        car_type: 'used',
        status: 'in_stock',
        stocknum,
        finance_lenders: { A: { interestRate: 7.5 } },
        payment_processors: { stripe: { account: 'acct_secret' } },
        private_suburb: 'Seller Town',
        private_postcode: '4000',
        ...extra,
      },
    });

  beforeAll(async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await car('LISTED', {});
    await car('HIDDEN', { show_on_dealer_website: false });
    await car('SOLD-RECENT', { status: 'sold', sold: true, sold_date_timestamp: daysAgo(2) });
    await car('SOLD-LONG-AGO', { status: 'sold', sold: true, sold_date_timestamp: daysAgo(400) });
  });

  it('anonymous car reads return listed cars only, without finance, payment or private fields', async () => {
    const { status, json } = await rest('GET', `cars?where[tenant][equals]=${ids.tenantA}&limit=100&depth=0&sort=stocknum`);
    expect(status).toBe(200);
    expect(json.docs.map((c: { stocknum: string }) => c.stocknum)).toEqual(['LISTED', 'SOLD-RECENT']);
    for (const doc of json.docs) {
      expect(Object.keys(doc)).toEqual(
        expect.not.arrayContaining(['finance_lenders', 'payment_processors', 'private_suburb', 'private_postcode', 'autograb_data']),
      );
    }
    expect(JSON.stringify(json)).not.toContain('acct_secret');
  });

  it('staff still read every car of their tenant with every field', async () => {
    const { json } = await rest('GET', 'cars?limit=100&depth=0&sort=stocknum', { token: tokens.editorA });
    expect(json.docs.map((c: { stocknum: string }) => c.stocknum)).toEqual(['HIDDEN', 'LISTED', 'SOLD-LONG-AGO', 'SOLD-RECENT']);
    expect(json.docs[1].finance_lenders).toEqual({ A: { interestRate: 7.5 } });
  });

  it('anonymous ?limit=100000&depth=2 is a 400 naming the bound', async () => {
    const big = await rest('GET', 'cars?limit=100000');
    expect(big.status).toBe(400);
    expect(big.json.errors[0].message).toBe('limit must be between 1 and 500 for anonymous requests.');
    const deep = await rest('GET', 'cars?limit=10&depth=2');
    expect(deep.status).toBe(400);
    expect(deep.json.errors[0].message).toBe('depth must be at most 1 for anonymous requests.');
    expect((await rest('GET', 'tenants?pagination=false')).status).toBe(400);
    expect((await rest('GET', 'media?limit=0')).status).toBe(400);
  });

  it('the largest reads the site makes still work anonymously (limit 500, depth 1)', async () => {
    expect((await rest('GET', 'manufacturers?limit=500&depth=1&sort=name')).status).toBe(200);
    expect((await rest('GET', 'tenants?limit=500&depth=0&select[slug]=true&select[domains]=true')).status).toBe(200);
  });

  it('staff are not bound by the anonymous caps', async () => {
    expect((await rest('GET', 'cars?limit=1000&depth=2', { token: tokens.editorA })).status).toBe(200);
  });

  it('GraphQL is off unless GRAPHQL_ENABLED=true', async () => {
    const { status } = await graphql('{ Cars { docs { stocknum } } }');
    expect(status).toBe(404);
  });
});
