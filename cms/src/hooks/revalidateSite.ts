import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import { matchSiteRoute, pathOfPageSlug } from '@dealer/domain';

/** Site paths that show a document; one function per collection, used by its hooks. */
export type PathsFor = (doc: Record<string, unknown>) => string[];

/** Pages every tenant change can affect (header, footer and branding are on all of them). */
export const SITE_WIDE_PATHS = [
  '/',
  '/offers',
  '/special-offers',
  '/models',
  '/contact',
  '/contact-us',
  '/pages/faqs',
  '/about-us',
  '/service',
  '/finance',
];

async function tenantSlugOf(req: PayloadRequest, doc: Record<string, unknown>, isTenant: boolean): Promise<string | undefined> {
  if (isTenant) return typeof doc.slug === 'string' ? doc.slug : undefined;
  const tenant = doc.tenant;
  if (tenant && typeof tenant === 'object' && 'slug' in tenant) return String((tenant as { slug: unknown }).slug);
  if (typeof tenant === 'number' || typeof tenant === 'string') {
    const found = await req.payload.findByID({ collection: 'tenants', id: tenant, depth: 0, req, select: { slug: true } });
    return found?.slug;
  }
  return undefined;
}

/**
 * Queues a revalidation job (in the edit's own transaction: it runs only once the edit is saved);
 * with `at`, the job waits until then (a window opening or closing: no edit happens at that moment).
 */
export async function requestRevalidation(req: PayloadRequest, tenant: string, paths: string[], at?: Date): Promise<void> {
  await req.payload.jobs.queue({
    task: 'revalidateSite',
    input: { tenant, paths: [...new Set(paths)] },
    req,
    ...(at ? { waitUntil: at } : {}),
  });
}

/** Instants a document's window opens or closes (offers: startsAt/endsAt; promo tiles: activeFrom/activeUntil). */
export type WindowEdgesFor = (doc: Record<string, unknown>) => Array<unknown>;

/** The future edges of a document's window, each a second after the instant (the site compares `>=`/`<`). */
export function futureEdges(edges: Array<unknown>, now: Date = new Date()): Date[] {
  const times = edges
    .map((value) => (typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN))
    .filter((t) => Number.isFinite(t) && t > now.getTime());
  return [...new Set(times)].sort((a, b) => a - b).map((t) => new Date(t + 1_000));
}

/**
 * afterChange + afterDelete hooks that revalidate the pages showing a document (its old paths
 * too, so an unpublished or renamed page goes away). Skipped when the seed sets
 * `context.disableRevalidate`. Spread into a collection's `hooks`.
 */
export function revalidateSite(
  pathsFor: PathsFor,
  { isTenant = false, windowEdges }: { isTenant?: boolean; windowEdges?: WindowEdgesFor } = {},
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context.disableRevalidate) return doc;
    const tenant = await tenantSlugOf(req, doc, isTenant);
    if (!tenant) return doc;
    await requestRevalidation(req, tenant, [...pathsFor(doc), ...(previousDoc ? pathsFor(previousDoc) : [])]);
    // Issue 12: a window opens and closes without a deploy or an edit; the pages showing the
    // document are regenerated at each of its future edges (a stale job after a later edit only
    // regenerates a page once more).
    if (windowEdges) for (const at of futureEdges(windowEdges(doc))) await requestRevalidation(req, tenant, pathsFor(doc), at);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context.disableRevalidate) return doc;
    const tenant = await tenantSlugOf(req, doc, isTenant);
    if (tenant) await requestRevalidation(req, tenant, pathsFor(doc));
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

export const offerPaths: PathsFor = () => ['/', '/offers', '/special-offers'];
export const offerWindowEdges: WindowEdgesFor = (doc) => [doc.startsAt, doc.endsAt];
export const promoTileWindowEdges: WindowEdgesFor = (doc) => [doc.activeFrom, doc.activeUntil];
/**
 * A page's path (where the site shows it, the same function the routes use) and `/pages/{slug}`;
 * for a route that is the page alone (`needsPage`), publishing or removing it adds or drops nav
 * entries, so the pages every tenant change can affect too.
 */
export const pagePaths: PathsFor = (doc) => {
  const slug = String(doc.slug);
  const path = pathOfPageSlug(slug);
  if (path === '/') return ['/'];
  const needsPage = matchSiteRoute(path.split('/'))?.needsPage === true;
  return [path, `/pages/${slug}`, ...(needsPage ? SITE_WIDE_PATHS : [])];
};
export const faqPaths: PathsFor = () => ['/pages/faqs'];
export const promoTilePaths: PathsFor = () => ['/'];
export const locationPaths: PathsFor = (doc) => [
  '/',
  '/contact',
  '/contact-us',
  '/dealerships',
  `/contact-us/${String(doc.slug)}`,
  `/locations/${String(doc.slug)}`,
];
export const sitewidePaths: PathsFor = () => SITE_WIDE_PATHS;
