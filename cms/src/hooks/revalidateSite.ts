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

/** Queues a revalidation job (in the edit's own transaction: it runs only once the edit is saved). */
export async function requestRevalidation(req: PayloadRequest, tenant: string, paths: string[]): Promise<void> {
  await req.payload.jobs.queue({ task: 'revalidateSite', input: { tenant, paths: [...new Set(paths)] }, req });
}

/**
 * afterChange + afterDelete hooks that revalidate the pages showing a document (its old paths
 * too, so an unpublished or renamed page goes away). Skipped when the seed sets
 * `context.disableRevalidate`. Spread into a collection's `hooks`.
 */
export function revalidateSite(
  pathsFor: PathsFor,
  { isTenant = false }: { isTenant?: boolean } = {},
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context.disableRevalidate) return doc;
    const tenant = await tenantSlugOf(req, doc, isTenant);
    if (tenant) await requestRevalidation(req, tenant, [...pathsFor(doc), ...(previousDoc ? pathsFor(previousDoc) : [])]);
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
