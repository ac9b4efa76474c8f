import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import {
  BLOG_CATEGORY_PATHS,
  MODEL_RANGE_PATHS,
  blogArticlePath,
  futureWindowEdges,
  matchSiteRoute,
  pathOfPageSlug,
  tenantStaticPaths,
} from '@dealer/domain';

/**
 * Site paths that show a document; one function per collection, used by its hooks. The request is
 * there for functions that read the tenant's other documents (the tenant-wide paths).
 */
export type PathsFor = (doc: Record<string, unknown>, req: PayloadRequest) => string[] | Promise<string[]>;

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
  const unique = [...new Set(paths)];
  // A tenant-wide change names some 90 paths: in jobs of a few each, every call to the site ends
  // well inside the task's timeout, and a failure retries only its own part.
  for (let i = 0; i < unique.length; i += REVALIDATION_BATCH) {
    await req.payload.jobs.queue({
      task: 'revalidateSite',
      input: { tenant, paths: unique.slice(i, i + REVALIDATION_BATCH) },
      req,
      ...(at ? { waitUntil: at } : {}),
    });
  }
}

/** Paths per revalidation job. */
export const REVALIDATION_BATCH = 15;

/** Instants a document's window opens or closes (offers: startsAt/endsAt; promo tiles: activeFrom/activeUntil). */
export type WindowEdgesFor = (doc: Record<string, unknown>) => Array<unknown>;

/** The future edges of a document's window, each a second after the instant (the site compares `>=`/`<`). */
export function futureEdges(edges: Array<unknown>, now: Date = new Date()): Date[] {
  return futureWindowEdges(edges, now).map((edge) => new Date(edge.getTime() + 1_000));
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
    const paths = await pathsFor(doc, req);
    await requestRevalidation(req, tenant, [...paths, ...(previousDoc ? await pathsFor(previousDoc, req) : [])]);
    // Issue 12: a window opens and closes without a deploy or an edit; the pages showing the
    // document are regenerated at each of its future edges (a stale job after a later edit only
    // regenerates a page once more).
    if (windowEdges) for (const at of futureEdges(windowEdges(doc))) await requestRevalidation(req, tenant, paths, at);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context.disableRevalidate) return doc;
    const tenant = await tenantSlugOf(req, doc, isTenant);
    if (tenant) await requestRevalidation(req, tenant, await pathsFor(doc, req));
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
/**
 * A blog article's page and every category listing (each lists the categories that have articles);
 * the first or last article of a category adds or drops its nav entry, so the site-wide pages too.
 */
export const postPaths: PathsFor = (doc) => [
  ...(typeof doc.category === 'string' && typeof doc.slug === 'string' ? [blogArticlePath(doc.category, doc.slug)] : []),
  ...BLOG_CATEGORY_PATHS,
  ...SITE_WIDE_PATHS,
];
/** A scheduled article appears at its publish date without an edit. */
export const postWindowEdges: WindowEdgesFor = (doc) => [doc.publishedAt];
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
/**
 * Every static page of a tenant (for the tenant itself, or one of its dealerships: branding, flags,
 * navigation and contact details are on all of them): its fixed routes, information pages, Range
 * groups, locations and CMS pages (`tenantStaticPaths`, from the routes' own table).
 */
const tenantWidePaths =
  (isTenant: boolean): PathsFor =>
  (doc, req) => {
    const id = tenantIdOf(doc, isTenant);
    if (id === undefined) return [...SITE_WIDE_PATHS];
    // An edit asks for its document's paths and its previous version's: the same tenant, read once.
    const known = tenantPathsRead.get(req) ?? new Map<number, Promise<string[]>>();
    tenantPathsRead.set(req, known);
    if (!known.has(id)) known.set(id, readTenantStaticPaths(id, req));
    return known.get(id)!;
  };

/** A tenant's static paths read during one request (an edit), by tenant id. */
const tenantPathsRead = new WeakMap<PayloadRequest, Map<number, Promise<string[]>>>();

async function readTenantStaticPaths(id: number, req: PayloadRequest): Promise<string[]> {
  // One after another: they share the edit's transaction, and so one PostgreSQL connection, which
  // runs one query at a time (pg queues a second query sent while one runs, and pg 9 will refuse it).
  const read = (collection: 'pages' | 'locations' | 'posts') =>
    req.payload.find({
      collection,
      where: { tenant: { equals: id } },
      limit: 1000,
      depth: 0,
      select: collection === 'posts' ? { slug: true, category: true } : { slug: true },
      req,
      overrideAccess: true,
    });
  const pages = await read('pages');
  const locations = await read('locations');
  const posts = await read('posts');
  const slugs = (docs: Array<{ slug?: string | null }>) => docs.map((d) => d.slug).filter((slug): slug is string => Boolean(slug));
  const articles = (posts.docs as Array<{ slug?: string | null; category?: string | null }>)
    .filter((post) => post.slug && post.category)
    .map((post) => blogArticlePath(post.category!, post.slug!));
  return tenantStaticPaths({ pages: slugs(pages.docs), locations: slugs(locations.docs), articles });
}

/** A tenant's own document: every static page of its site. */
export const tenantPaths: PathsFor = tenantWidePaths(true);
/** A dealership: every static page of its tenant's site. */
export const sitewidePaths: PathsFor = tenantWidePaths(false);

function tenantIdOf(doc: Record<string, unknown>, isTenant: boolean): number | undefined {
  if (isTenant) return typeof doc.id === 'number' ? doc.id : undefined;
  const tenant = doc.tenant;
  if (typeof tenant === 'number') return tenant;
  if (tenant && typeof tenant === 'object' && typeof (tenant as { id?: unknown }).id === 'number') return (tenant as { id: number }).id;
  return undefined;
}

/** Reviews show on the tenant's home page (the reviews carousel). */
export const reviewPaths: PathsFor = () => ['/'];

/**
 * Models and manufacturers are platform data: an edit reaches every tenant that franchises the
 * manufacturer, on the pages showing the range (home, /models and each group).
 */
function revalidateTenantsOfManufacturer(manufacturerOf: (doc: Record<string, unknown>) => unknown): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  const revalidate = async (docs: Array<Record<string, unknown> | undefined>, req: PayloadRequest, context: Record<string, unknown>) => {
    if (context.disableRevalidate) return;
    const ids = new Set<number>();
    for (const doc of docs) {
      const value = doc ? manufacturerOf(doc) : undefined;
      const id = typeof value === 'object' && value ? (value as { id?: unknown }).id : value;
      if (typeof id === 'number') ids.add(id);
    }
    if (ids.size === 0) return;
    const tenants = await req.payload.find({
      collection: 'tenants',
      where: { manufacturers: { in: [...ids] } },
      limit: 1000,
      depth: 0,
      select: { slug: true },
      req,
      overrideAccess: true,
    });
    for (const tenant of tenants.docs) if (tenant.slug) await requestRevalidation(req, tenant.slug, [...MODEL_RANGE_PATHS]);
  };
  return {
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        await revalidate([doc, previousDoc], req, context);
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, req, context }) => {
        await revalidate([doc], req, context);
        return doc;
      },
    ],
  };
}

export const revalidateModelRange = revalidateTenantsOfManufacturer((doc) => doc.manufacturer);
export const revalidateManufacturerRange = revalidateTenantsOfManufacturer((doc) => doc.id);
