/**
 * A row of stock for a content page (issue 12: home's featured stock, a brand's ute centre): the
 * newest in-stock cars of the tenant matching a body type, from the stock search, as teaser cards
 * (what the row shows and links to; the car page has the rest).
 */
import { bodySearchValues, cardPrice, detailsStrip, titleLine, type SiteConfig } from '@dealer/domain';
import { stockSearch, tenantScope } from '@/features/search/stockSearchServer';

export interface StockTeaser {
  href: string;
  title: string;
  subtitle: string | null;
  price: string;
  priceType: string | null;
  /** Condition and odometer, e.g. `Used · 42,000 km`. */
  details: string;
  imageUrl: string | null;
}

export interface StockRowQuery {
  /** A spec §9 body type (`ute`, `suv` …); none: every body. */
  body?: string | null;
  limit?: number;
}

/** Teasers of the tenant's newest in-stock cars; an empty list when the search has none (or fails). */
export async function loadStockRow(
  tenantSlug: string,
  config: SiteConfig,
  { body, limit = 8 }: StockRowQuery = {},
): Promise<StockTeaser[]> {
  try {
    const result = await stockSearch().search({
      scope: tenantScope(tenantSlug, config.settings),
      refinements: { status: ['in_stock'], ...(body ? { body: bodySearchValues(body) } : {}) },
      sort: 'newest',
      page: 1,
      hitsPerPage: limit,
      facets: [],
    });
    return result.hits.map((hit) => {
      const { title, subtitle } = titleLine(hit);
      const price = cardPrice(hit, config);
      const details = detailsStrip(hit, config.settings.locale)
        .filter((item) => item.label === 'Condition' || item.label === 'Odometer')
        .map((item) => item.value)
        .filter((value) => value && value !== '-')
        .join(' · ');
      return {
        href: `/cars/${encodeURIComponent(hit.slug)}`,
        title,
        subtitle,
        price: price.text,
        priceType: price.priceTypeLabel,
        details,
        imageUrl: hit.primary_image_url ?? hit.images[0] ?? null,
      };
    });
  } catch (error) {
    // The row is a teaser: a page without it beats no page (the search page reports the outage).
    console.error(`The stock row of ${tenantSlug} could not be loaded: ${(error as Error).message}`);
    return [];
  }
}
