/**
 * The compare page's data (issue 14): each car of the address's `cars` as the car page loads it
 * (this tenant's cars only; a slug of another tenant or of nothing is left out and counted), cut
 * down to what the page shows: its column head and its specification rows.
 */
import { readCompareSlugs, type CompareSpec } from '@dealer/domain';
import type { SiteContext } from '@/features/tenant/loadSite';
import { loadCarPage, tenantCarContext } from '@/features/carDetail/loadCarDetail';

export interface CompareCar {
  slug: string;
  title: string;
  subtitle: string | null;
  image: { src: string; alt: string } | null;
  priceText: string;
  priceLabel: string | null;
  sold: boolean;
  specs: CompareSpec[];
}

export interface ComparePageProps {
  site: SiteContext;
  cars: CompareCar[];
  /** Slugs in the address that are not (or no longer) this tenant's cars. */
  missing: number;
}

/** Identifiers differ from car to car by nature: nothing to compare. */
const NOT_COMPARED = new Set(['stocknum', 'vin', 'regplate']);

export async function loadComparePage(tenantSlug: string, cars: string | string[] | undefined): Promise<ComparePageProps | null> {
  const context = await tenantCarContext(tenantSlug);
  if (!context) return null;
  const slugs = readCompareSlugs(cars);
  const pages = await Promise.all(slugs.map((slug) => loadCarPage(tenantSlug, slug)));
  const found: CompareCar[] = [];
  for (const page of pages) {
    if (!page) continue;
    const { car } = page;
    const specs: CompareSpec[] = [{ key: 'price', label: 'Price', value: car.price.text }];
    for (const row of [...car.keyInformation, ...car.specifications])
      if (!NOT_COMPARED.has(row.key) && !specs.some((spec) => spec.key === row.key)) specs.push(row);
    found.push({
      slug: car.slug,
      title: car.title,
      subtitle: car.subtitle,
      image: car.images[0] ?? null,
      priceText: car.price.text,
      priceLabel: car.price.label,
      sold: car.status === 'sold',
      specs,
    });
  }
  return { site: context.site, cars: found, missing: slugs.length - found.length };
}
