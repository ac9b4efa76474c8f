/**
 * Everything the layout of a tenant's site needs, loaded from the CMS REST API and reshaped
 * into the site's own types (serialisable, so it can travel in page props).
 */
import type { Location, Manufacturer, Media, Model, Page, Tenant } from '@dealer/cms/payload-types';
import {
  blogCategoryOfContentKey,
  blogContentKey,
  chatAccountError,
  footerQuickLinks,
  groupModelsForRange,
  headerNavigation,
  hostName,
  localeFormat,
  type LocaleFormat,
  type NavItem,
  type NavLink,
  type RangeGroup,
  type SiteConfig,
} from '@dealer/domain';
import { cmsFind, cmsFindAll, siteMediaPath } from '@/lib/cmsClient';
import { loadBlogCategories } from '@/features/blog/loadBlog';
import { siteConfigOf } from './siteConfigOf';

export interface RangeModelCard {
  name: string;
  slug: string;
  body: string[];
  fuel: string | null;
  make: string;
  imageUrl: string | null;
  href: string;
  status: string | null;
}

export interface SiteBranding {
  primaryColour: string;
  secondaryColour: string;
  backgroundColour: string;
  headingFont: string | null;
  bodyFont: string | null;
  logoUrl: string | null;
  tagline: string | null;
}

export interface SiteContact {
  name: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

export interface SiteContext {
  tenant: { id: number; slug: string; name: string; template: Tenant['template'] };
  /** `https://{primary domain}` for absolute URLs in static pages (schema.org data); null without a domain. */
  canonicalOrigin: string | null;
  config: SiteConfig;
  format: LocaleFormat;
  branding: SiteBranding;
  header: NavItem[];
  /** The footer's Quick Links; its other columns are the header's menus (`footerColumns`). */
  footerQuickLinks: NavLink[];
  contact: SiteContact | null;
  /** The chat widget where the chat flag is on and a provider is configured (`_document` adds its loader). */
  chat: { provider: string; account: string } | null;
}

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? undefined : typeof value === 'object' ? value.id : value;

/** A tenant by slug; depth 1 (the default) brings its logo and manufacturers, depth 0 their ids only. */
export async function findTenantBySlug(slug: string, depth: 0 | 1 = 1): Promise<Tenant | null> {
  const result = await cmsFind<Tenant>('tenants', { where: { slug: { equals: slug } }, depth, limit: 1 });
  return result.docs[0] ?? null;
}

/** A tenant's published CMS pages, every one. */
async function publishedPages(tenantId: number): Promise<Array<{ slug: string; updatedAt: string }>> {
  const pages = await cmsFindAll<Pick<Page, 'slug' | 'updatedAt'>>('pages', {
    where: { and: [{ tenant: { equals: tenantId } }, { _status: { equals: 'published' } }] },
    depth: 0,
    select: { slug: true, updatedAt: true },
  });
  return pages.filter((page) => page.slug).map((page) => ({ slug: page.slug!, updatedAt: page.updatedAt }));
}

/**
 * The tenant's config alone, in one query: for API routes that only check a flag or a setting on
 * each request (a staff change applies to the next request, with no cache to wait out).
 */
export async function loadSiteConfig(slug: string): Promise<SiteConfig | null> {
  const tenant = await findTenantBySlug(slug, 0);
  return tenant ? siteConfigOf(tenant) : null;
}

/** Loads the site for a tenant slug, or null when there is no such tenant. */
export async function loadSite(slug: string): Promise<SiteContext | null> {
  return (await loadSiteAndPages(slug))?.site ?? null;
}

/**
 * The site for a tenant slug and the tenant's published pages it read for its nav (the sitemap
 * lists them too), blog categories with articles among them as `blog-{category}`.
 */
export async function loadSiteAndPages(
  slug: string,
): Promise<{ site: SiteContext; pages: Array<{ slug: string; updatedAt: string }> } | null> {
  const tenant = await findTenantBySlug(slug);
  if (!tenant) return null;

  const [locations, cmsPages, blogCategories] = await Promise.all([
    cmsFind<Location>('locations', {
      where: { tenant: { equals: tenant.id } },
      depth: 0,
      limit: 50,
      sort: '-primary',
    }),
    // Nav entries whose route is a CMS page alone need the page (routeAvailability.ts).
    publishedPages(tenant.id),
    loadBlogCategories(tenant.id),
  ]);
  // A blog category is there while it has articles, whatever CMS page (its intro) is published:
  // its content key stands among the pages for the nav and the sitemap.
  const pages = [
    ...cmsPages.filter((page) => !blogCategoryOfContentKey(page.slug)),
    ...blogCategories.map((category) => ({ slug: blogContentKey(category.key), updatedAt: category.updatedAt })),
  ];

  const settings = tenant.settings ?? {};
  const config = siteConfigOf(tenant);

  // The brand template's own pages (spec §2: a brand finance page, a ute centre and a ute fleet
  // page); each is linked only where the tenant has published it.
  const brandPages: NavLink[] =
    tenant.template === 'brand'
      ? [
          { label: 'Brand Finance', href: '/mazda-finance-page' },
          { label: 'Ute Centre', href: '/pages/ute-centre' },
          { label: 'Ute Fleet', href: '/pages/ute-fleet' },
        ]
      : [];
  const navInput = {
    features: config.features,
    template: tenant.template,
    pages: new Set(pages.map((page) => page.slug)),
    specialOffersInMore: Boolean(settings.specialOffersInMore),
    brandPages,
  };

  const primary = locations.docs[0];
  const primaryDomain = (tenant.domains ?? []).map((entry) => hostName(entry.domain)).find(Boolean) ?? null;
  const logo = typeof tenant.branding.logo === 'object' ? (tenant.branding.logo as Media | null) : null;
  const site: SiteContext = {
    tenant: { id: tenant.id, slug: tenant.slug, name: tenant.name, template: tenant.template },
    canonicalOrigin: primaryDomain ? `https://${primaryDomain}` : null,
    config,
    format: localeFormat(config.settings.locale),
    branding: {
      primaryColour: tenant.branding.primaryColour,
      secondaryColour: tenant.branding.secondaryColour,
      backgroundColour: tenant.branding.backgroundColour ?? '#ffffff',
      headingFont: tenant.branding.headingFont ?? null,
      bodyFont: tenant.branding.bodyFont ?? null,
      logoUrl: siteMediaPath(logo?.url),
      tagline: tenant.branding.tagline ?? null,
    },
    header: headerNavigation(navInput),
    footerQuickLinks: footerQuickLinks(navInput),
    contact: primary
      ? {
          name: primary.name,
          phone: settings.phone ?? primary.contact_detail?.phone ?? null,
          street: primary.address?.street ?? null,
          city: primary.address?.city ?? null,
          state: primary.address?.state ?? null,
          postcode: primary.address?.postcode ?? null,
        }
      : null,
    chat:
      config.features.chat && settings.chatProvider && chatAccountError(settings.chatProvider, settings.chatAccount) === null
        ? { provider: settings.chatProvider, account: String(settings.chatAccount).trim() }
        : null,
  };
  return { site, pages };
}

/**
 * The tenant's model range by body group (spec §2 Range menu, /models, home). Not part of
 * SiteContext: every page carries that in its props, and the range is about 11 KB of it that
 * only the home and models pages render; the header's Range menu fetches it when opened
 * (/api/range, issue 11).
 */
export async function loadRange(tenant: Pick<Tenant, 'manufacturers'>): Promise<RangeGroup<RangeModelCard>[]> {
  const manufacturerIds = (tenant.manufacturers ?? []).map((m) => idOf(m)).filter((id): id is number => id !== undefined);
  if (manufacturerIds.length === 0) return [];
  const models = await cmsFind<Model>('models', { where: { manufacturer: { in: manufacturerIds } }, depth: 1, limit: 200, sort: 'name' });
  const cards: RangeModelCard[] = models.docs.map((model) => {
    const make = typeof model.manufacturer === 'object' ? (model.manufacturer as Manufacturer) : null;
    const image = typeof model.image === 'object' ? (model.image as Media | null) : null;
    return {
      name: model.name,
      slug: model.slug,
      body: model.body ?? [],
      fuel: model.fuel ?? null,
      make: make?.name ?? '',
      imageUrl: siteMediaPath(image?.sizes?.thumbnail?.url ?? image?.url),
      href: model.override_url || `/search/${make?.slug ?? 'all'}/${model.slug}`,
      status: model.status ?? null,
    };
  });

  return groupModelsForRange(cards);
}

/** GET /api/range's answer. */
export interface RangeResponse {
  groups: RangeGroup<RangeModelCard>[];
}

/** The range of the tenant with this slug (null when there is no such tenant). */
export async function loadRangeBySlug(slug: string): Promise<RangeGroup<RangeModelCard>[] | null> {
  const tenant = await findTenantBySlug(slug);
  return tenant ? loadRange(tenant) : null;
}

/** What the home page shows of the range: each body group's link and its number of models. */
export interface RangeSummary {
  key: string;
  label: string;
  count: number;
}

export const summariseRange = (groups: RangeGroup<RangeModelCard>[]): RangeSummary[] =>
  groups.map((group) => ({ key: group.key, label: group.label, count: group.models.length }));
