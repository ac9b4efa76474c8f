/** Cars the reserve and buy-online specs take: generated ones, never fixtures other specs read. */
import type { APIRequestContext } from '@playwright/test';
import { cmsUrl, expect, staffAuthorization } from './fixtures';

export interface StoredCar {
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  stocknum: string;
  car_type: string;
}

/** The newest generated, reservable car of a tenant (fixtures carry the tenant's prefix, e.g. LS-). */
export async function reservableCar(
  request: APIRequestContext,
  tenant: string,
  fixturePrefix: string,
  extraWhere: string[] = [],
): Promise<StoredCar> {
  const headers = await staffAuthorization(request);
  const tenants = await request.get(cmsUrl(`/api/tenants?where[slug][equals]=${tenant}&depth=0`), { headers });
  const tenantId = ((await tenants.json()) as { docs: { id: number }[] }).docs[0]!.id;
  const where = [
    `where[tenant][equals]=${tenantId}`,
    'where[status][equals]=in_stock',
    'where[reserved][not_equals]=true',
    'where[show_on_dealer_website][equals]=true',
    'where[price][greater_than]=5000',
    `where[stocknum][not_like]=${fixturePrefix}-`,
    // Spec §4: an Electric or Hybrid tag comes before Reserved on the card.
    'where[simple_fuel][not_in]=Electric,Hybrid',
    ...extraWhere,
  ].join('&');
  const response = await request.get(cmsUrl(`/api/cars?${where}&depth=0&limit=1&sort=-id`), { headers });
  expect(response.ok()).toBe(true);
  const car = ((await response.json()) as { docs: StoredCar[] }).docs[0];
  if (!car) throw new Error(`No reservable car on ${tenant}`);
  return car;
}
