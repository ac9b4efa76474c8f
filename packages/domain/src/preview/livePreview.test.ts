import { isLivePreviewCollection, livePreviewPath, tenantPreviewOrigin } from './livePreview';

describe('tenantPreviewOrigin', () => {
  const coastline = { slug: 'coastline', domains: [{ domain: 'coastlinemotors.com.au' }] };

  it('uses the configured pattern first', () => {
    expect(tenantPreviewOrigin(coastline, { siteUrl: 'http://localhost:3000', pattern: 'https://{tenant}.preview.example.com/' })).toBe(
      'https://coastline.preview.example.com',
    );
  });

  it('gives each tenant its .localhost host on the site port when the site runs on this machine', () => {
    expect(tenantPreviewOrigin(coastline, { siteUrl: 'http://localhost:3000' })).toBe('http://coastline.localhost:3000');
    expect(tenantPreviewOrigin(coastline, { siteUrl: 'http://127.0.0.1:3100/' })).toBe('http://coastline.localhost:3100');
    expect(tenantPreviewOrigin({ slug: 'kiwi-caravans' }, { siteUrl: 'http://localhost' })).toBe('http://kiwi-caravans.localhost');
  });

  it('uses the primary domain over https in a deployment', () => {
    expect(tenantPreviewOrigin(coastline, { siteUrl: 'http://site.internal:3000' })).toBe('https://coastlinemotors.com.au');
  });

  it('is null without a pattern, a local site or a domain', () => {
    expect(tenantPreviewOrigin({ slug: 'kiwi-caravans', domains: [] }, { siteUrl: 'http://site.internal:3000' })).toBeNull();
    expect(tenantPreviewOrigin({ slug: 'kiwi-caravans' }, { siteUrl: 'not a url' })).toBeNull();
  });

  it('refuses a slug that is not a host label', () => {
    expect(tenantPreviewOrigin({ slug: 'evil.com/x' }, { siteUrl: 'http://localhost:3000' })).toBeNull();
    expect(tenantPreviewOrigin({ slug: '' }, { siteUrl: 'http://localhost:3000' })).toBeNull();
  });
});

describe('live preview collections', () => {
  it('knows pages and offers only', () => {
    expect(isLivePreviewCollection('pages')).toBe(true);
    expect(isLivePreviewCollection('offers')).toBe(true);
    expect(isLivePreviewCollection('leads')).toBe(false);
    expect(isLivePreviewCollection(undefined)).toBe(false);
  });

  it('builds the frame path', () => {
    expect(livePreviewPath('pages', 12)).toBe('/preview?collection=pages&id=12');
  });
});
