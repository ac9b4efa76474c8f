/**
 * Server side of the search pages: the tenant's site, the path's refinements, the first page of
 * results straight from the engine, and what the cards need per dealership (merged config and
 * button set). CMS reads are cached briefly per tenant: a search page is rendered per request.
 */
import { LRUCache } from 'lru-cache';
import { refreshStaleAfterDelay } from '@/lib/staleRefresh';
import type { ButtonSet, Dealership, Manufacturer, Media } from '@dealer/cms/payload-types';
import {
  DEFAULT_BUTTON_SET,
  buttonSetFor,
  tenantButtonIds,
  dealershipLayer,
  matchSiteRoute,
  mergeRefinements,
  mergeSiteConfig,
  pathSearch,
  type CarButtonId,
  type Refinements,
  type SearchRouteParams,
  type SiteConfig,
  type TagOptions,
} from '@dealer/domain';
import { parseSearchParams, toSearchParams, type SearchState } from '@dealer/stock-search';
import { SAVED_SEARCH_TEXTS } from '@dealer/domain/shoppers';
import { loadPromoBanners, type PromoBanner } from '@/features/content/loadContent';
import { loadSite, type SiteContext } from '@/features/tenant/loadSite';
import { cmsFind, siteMediaPath } from '@/lib/cmsClient';
import { packSearchPageResult, type PackedSearchResult } from './searchPageResult';
import { cachedSearch, scopeForTenant } from './stockSearchServer';

/** What a car card needs from its dealership: config merged over the tenant's, and the button set. */
export interface DealershipCardConfig {
  config: SiteConfig;
  cardButtons: CarButtonId[];
}

export type RangeAttribute = 'price' | 'km' | 'year';
export const RANGE_ATTRIBUTES: readonly RangeAttribute[] = ['price', 'km', 'year'];

export interface SearchPageProps {
  site: SiteContext;
  /** The visible path of this search route, e.g. `/search/used-cars`. */
  basePath: string;
  /** The address this page was rendered for (path and query string). */
  initialUrl: string;
  title: string;
  pathRefinements: Refinements;
  /** Query string of the first page's whole state (the SWR key of `initialResult`). */
  initialKey: string;
  initialResult: PackedSearchResult;
  /** Facet stats of the path's stock (no shopper filter): slider bounds that do not shrink as the shopper refines. */
  rangeStats: Partial<Record<RangeAttribute, { min: number; max: number }>>;
  promos: PromoBanner[];
  /** Logos of the makes in the tenant's stock (the make filter shows them). */
  makeLogos: Record<string, string>;
  dealerships: Record<string, DealershipCardConfig>;
  /** The default card buttons less those whose route the tenant does not have (a car of no known dealership). */
  defaultCardButtons: CarButtonId[];
  tagOptions: TagOptions;
  /** Set when the address held search parameters that could not be read (they are ignored). */
  notice: string | null;
  /**
   * The Save search button's two labels. Sent with the page rather than imported by it: the
   * domain's saved-search texts are 0.2 KB of gzipped JavaScript, and the page is at its budget.
   */
  saveSearchLabels: Pick<typeof SAVED_SEARCH_TEXTS, 'save' | 'saved'>;
}

interface TenantExtras {
  site: SiteContext;
  promos: PromoBanner[];
  makeLogos: Record<string, string>;
  dealerships: Record<string, DealershipCardConfig>;
  defaultCardButtons: CarButtonId[];
  tagOptions: TagOptions;
}

/**
 * A tenant's CMS content for search pages, kept 30 s and then refreshed in the background: a
 * request after that serves the kept copy at once (stale-while-revalidate), so no shopper waits
 * for the CMS round trips once a tenant has been seen, and the refresh waits until that page has
 * loaded (STALE_REFRESH_DELAY_MS). Edits show within about 33 s.
 */
const extrasCache = new LRUCache<string, TenantExtras | 'none'>({
  max: 100,
  ttl: 30_000,
  allowStale: true,
  fetchMethod: refreshStaleAfterDelay(async (slug: string) => (await loadTenantExtras(slug)) ?? 'none'),
});

async function tenantExtras(slug: string): Promise<TenantExtras | null> {
  const extras = await extrasCache.fetch(slug);
  return extras && extras !== 'none' ? extras : null;
}

async function loadTenantExtras(slug: string): Promise<TenantExtras | null> {
  const site = await loadSite(slug);
  if (!site) return null;
  const tenantId = site.tenant.id;
  const [promos, dealerships, buttonSets, manufacturers] = await Promise.all([
    loadPromoBanners(tenantId, 'search'),
    cmsFind<Dealership>('dealerships', { where: { tenant: { equals: tenantId } }, depth: 1, limit: 100 }),
    cmsFind<ButtonSet>('button-sets', { where: { tenant: { equals: tenantId } }, depth: 0, limit: 50 }),
    cmsFind<Manufacturer>('manufacturers', { depth: 1, limit: 500, sort: 'name' }),
  ]);
  const makeLogos: Record<string, string> = {};
  for (const make of manufacturers.docs) {
    const logo = typeof make.logo === 'object' ? (make.logo as Media | null) : null;
    const url = siteMediaPath(logo?.sizes?.thumbnail?.url ?? logo?.url);
    if (url) makeLogos[make.name] = url;
  }
  const cards: Record<string, DealershipCardConfig> = {};
  for (const dealership of dealerships.docs) {
    const config = mergeSiteConfig(site.config, dealershipLayer(dealership));
    cards[String(dealership.id)] = {
      config,
      // Less the buttons whose route the dealership does not have (the route table stays on the server).
      cardButtons: tenantButtonIds(buttonSetFor(buttonSets.docs, dealership.id).cardButtons, {
        features: config.features,
        template: site.tenant.template,
        financePath: config.settings.financePath,
      }),
    };
  }
  // Decided (spec: "one brand", "one tenant", "when enabled"): a brand site's franchise make shows
  // the certified badge and its runout tag is green; electric/hybrid tags are on everywhere.
  const franchise =
    site.tenant.template === 'brand'
      ? (dealerships.docs.map((d) => d.manufacturer).find((m) => typeof m === 'object' && m) as Manufacturer | undefined)
      : undefined;
  const tagOptions: TagOptions = {
    electricHybridTag: true,
    greenRunoutTag: site.tenant.template === 'brand',
    certifiedBadgeMake: franchise?.name ?? null,
  };
  const extras = {
    site,
    promos: promos.map((p) => ({ ...p, imageUrl: siteMediaPath(p.imageUrl) })),
    makeLogos,
    dealerships: cards,
    defaultCardButtons: tenantButtonIds(DEFAULT_BUTTON_SET.cardButtons, {
      features: site.config.features,
      template: site.tenant.template,
      financePath: site.config.settings.financePath,
    }),
    tagOptions,
  };
  return extras;
}

/** The logos of these makes (the manufacturers collection has about 140). */
function logosOf(logos: Record<string, string>, makes: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const make of makes) if (logos[make]) picked[make] = logos[make];
  return picked;
}

/** Facets the path needs to resolve slugs (make, model, body, item type, categories). */
const PATH_FACETS = ['car_type', 'make', 'make_model', 'body', 'simple_body', 'item_type', 'categories'];

export type LoadResult = { kind: 'ok'; props: SearchPageProps } | { kind: 'not-found' };

export async function loadSearchPage(input: { slug: string; segments: string[]; rawQuery: string }): Promise<LoadResult> {
  const route = matchSiteRoute(['search', ...input.segments]);
  if (!route || route.kind !== 'search') return { kind: 'not-found' };
  const [extras, scope] = await Promise.all([tenantExtras(input.slug), scopeForTenant(input.slug)]);
  if (!extras || !scope || scope.tenant !== input.slug) return { kind: 'not-found' };

  // One small query resolves the path's slugs against the tenant's stock.
  const all = await cachedSearch(scope, { hitsPerPage: 1, facets: PATH_FACETS });
  const path = pathSearch((route.params ?? {}) as SearchRouteParams, route.title, all.facets);
  if (!path) return { kind: 'not-found' };

  const parsed = parseSearchParams(input.rawQuery);
  const shopper: SearchState = parsed.ok ? parsed.state : {};
  const state: SearchState = { ...shopper, refinements: mergeRefinements(path.refinements, shopper.refinements) };
  const initialKey = toSearchParams(state);
  // Slider bounds come from the path's own stock, so neither a range nor a refinement shrinks them.
  const pathOnly: SearchState = { refinements: path.refinements };
  const [initialResult, pathResult] = await Promise.all([cachedSearch(scope, state), cachedSearch(scope, pathOnly)]);
  const stats = pathResult.facetStats;
  const rangeStats: SearchPageProps['rangeStats'] = {};
  for (const attribute of RANGE_ATTRIBUTES) if (stats[attribute]) rangeStats[attribute] = stats[attribute];

  const basePath = `/${['search', ...input.segments].join('/')}`;
  return {
    kind: 'ok',
    props: {
      site: extras.site,
      basePath,
      initialUrl: `${basePath}${input.rawQuery ? `?${input.rawQuery}` : ''}`,
      title: path.title,
      pathRefinements: path.refinements,
      initialKey,
      initialResult: packSearchPageResult(initialResult, state),
      rangeStats,
      promos: extras.promos,
      makeLogos: logosOf(
        extras.makeLogos,
        (all.facets.make ?? []).map((facet) => facet.value),
      ),
      dealerships: extras.dealerships,
      defaultCardButtons: extras.defaultCardButtons,
      tagOptions: extras.tagOptions,
      notice: parsed.ok ? null : 'Some filters in this address could not be read, so they are not applied.',
      saveSearchLabels: { save: SAVED_SEARCH_TEXTS.save, saved: SAVED_SEARCH_TEXTS.saved },
    },
  };
}
