import type { Media } from '@dealer/cms/payload-types';
import { ownOrSharedMedia, previewRequestErrors } from './previewRequest';

describe('previewRequestErrors', () => {
  const data = { title: 'About us', tenant: 1 };

  it('accepts a page or an offer of the request tenant', () => {
    expect(previewRequestErrors({ collection: 'pages', id: '12', data }, 1)).toEqual({});
    expect(previewRequestErrors({ collection: 'offers', id: 3, data: { ...data, tenant: { id: 1 } } }, 1)).toEqual({});
  });

  it('refuses a document of another tenant', () => {
    expect(previewRequestErrors({ collection: 'pages', id: '12', data: { ...data, tenant: 2 } }, 1)).toEqual({
      data: 'This document belongs to another dealer site.',
    });
  });

  it('names each missing or wrong field', () => {
    expect(previewRequestErrors({ collection: 'leads', data: 'x' }, 1)).toEqual({
      collection: 'Live preview shows pages and offers only.',
      id: 'The document id is missing.',
      data: 'The document data is missing.',
    });
    expect(previewRequestErrors(null, 1)).toEqual({ body: 'Send a JSON object with collection, id and data.' });
    expect(previewRequestErrors([1, 2], 1)).toEqual({ body: 'Send a JSON object with collection, id and data.' });
  });
});

describe('ownOrSharedMedia', () => {
  const media = (id: number, tenant: number | null, shared = false) => ({ id, tenant, shared }) as unknown as Media;

  it('keeps the tenant own and shared images, not another tenant ones', () => {
    const kept = ownOrSharedMedia([media(1, 1), media(2, 2), media(3, null, true)], 1);
    expect([...kept.keys()]).toEqual([1, 3]);
  });
});
