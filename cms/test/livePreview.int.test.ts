/**
 * Issue 12 "live preview": the admin frames a page or offer on its own tenant's site. The URL
 * Payload's admin gets from the real config, for documents of real tenants (real PostgreSQL).
 */
import type { Payload, PayloadRequest } from 'payload';
import { createTestTenant, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const ids = { alpha: 0, bravo: 0 };

beforeAll(async () => {
  payload = await startTestPayload();
  ids.alpha = (await createTestTenant(payload, 'preview-alpha')).id;
  ids.bravo = (await createTestTenant(payload, 'preview-bravo')).id;
  await payload.update({ collection: 'tenants', id: ids.bravo, data: { domains: [{ domain: 'bravo-motors.example.com' }] } });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

const urlOf = async (collection: string, data: Record<string, unknown>) => {
  const { url } = payload.config.admin.livePreview!;
  if (typeof url !== 'function') throw new Error('livePreview.url is not a function');
  const req = { payload } as unknown as PayloadRequest;
  const collectionConfig = payload.collections[collection as 'pages']?.config;
  return url({ data, collectionConfig, req, locale: undefined as never, payload });
};

describe('the live preview frame', () => {
  it('is offered for pages and offers', () => {
    expect(payload.config.admin.livePreview?.collections).toEqual(['pages', 'offers']);
  });

  it("points at the document's own tenant, on this machine its .localhost host", async () => {
    const site = new URL(process.env.SITE_URL ?? 'http://localhost:3000');
    const port = site.port ? `:${site.port}` : '';
    expect(await urlOf('pages', { id: 12, tenant: ids.alpha })).toBe(
      `http://preview-alpha.localhost${port}/preview?collection=pages&id=12`,
    );
    expect(await urlOf('offers', { id: 7, tenant: { id: ids.bravo } })).toBe(
      `http://preview-bravo.localhost${port}/preview?collection=offers&id=7`,
    );
  });

  it('is not offered before the first save, without a tenant, or for another collection', async () => {
    expect(await urlOf('pages', { tenant: ids.alpha })).toBeNull();
    expect(await urlOf('pages', { id: 12 })).toBeNull();
    expect(await urlOf('pages', { id: 12, tenant: 999_999 })).toBeNull();
    expect(await urlOf('posts', { id: 3, tenant: ids.alpha })).toBeNull();
  });
});
