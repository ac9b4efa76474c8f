import { Forbidden, type CollectionSlug, type PayloadRequest, type Where } from 'payload';

/**
 * Deletes what belongs to a document being deleted, in the same transaction, with no more rights
 * than the caller's own (issue 39): when the signed-in user may not delete every one of them, the
 * whole delete is refused (403) and nothing is removed. A request without a user is the system's
 * own (a job, a script) and deletes with full rights, as the operation that started it did.
 */
export async function cascadeDelete(req: PayloadRequest, collection: CollectionSlug, where: Where): Promise<void> {
  if (req.user) {
    const all = await req.payload.count({ collection, where, overrideAccess: true, req });
    const allowed = await req.payload.count({ collection, where, overrideAccess: false, user: req.user, req });
    if (allowed.totalDocs < all.totalDocs) throw new Forbidden(req.t);
  }
  await req.payload.delete({ collection, where, overrideAccess: !req.user, user: req.user ?? undefined, depth: 0, req });
}
