/** Live preview (issue 12): the checks and shaping of `/api/preview` that need no CMS. */
import type { Media } from '@dealer/cms/payload-types';
import { isLivePreviewCollection, type LivePreviewCollection } from '@dealer/domain';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const idOf = (value: unknown): number | null => {
  const id = isRecord(value) ? value.id : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The images a document names (hero, share image, offer image), by id. */
export function mediaIds(collection: LivePreviewCollection, doc: Record<string, unknown>): number[] {
  const group = (name: string) => (isRecord(doc[name]) ? (doc[name] as Record<string, unknown>) : {});
  const ids = collection === 'pages' ? [group('hero').image, group('seo').image] : [doc.image];
  return [...new Set(ids.map(idOf).filter((id): id is number => id !== null))];
}

/** The tenant's own and shared images; another tenant's are left out (the preview shows no image). */
export const ownOrSharedMedia = (docs: Media[], tenantId: number): Map<number, Media> =>
  new Map(docs.filter((m) => m.shared || idOf(m.tenant) === tenantId).map((m) => [m.id, m]));

/** The request's problems, by field; none when it can be previewed. */
export function previewRequestErrors(body: unknown, tenantId: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isRecord(body)) return { body: 'Send a JSON object with collection, id and data.' };
  if (!isLivePreviewCollection(body.collection)) errors.collection = 'Live preview shows pages and offers only.';
  if (typeof body.id !== 'string' && typeof body.id !== 'number') errors.id = 'The document id is missing.';
  if (!isRecord(body.data)) errors.data = 'The document data is missing.';
  else if (body.data.tenant !== undefined && body.data.tenant !== null && idOf(body.data.tenant) !== tenantId) {
    errors.data = 'This document belongs to another dealer site.';
  }
  return errors;
}
