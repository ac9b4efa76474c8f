/** What a page's address adds to its lead form (spec §2 prefill), read in the browser: static pages know no query. */
import type { LeadFormProps } from './leadFormTypes';

/** The query parameters that prefill a form: an address with any of them gets a form of its own. */
export const PREFILL_QUERY = ['car_id', 'car_type', 'preferredDealership', 'vehiclePriceBudget'];

const one = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : (value ?? undefined));

/** What the page's query adds to its form (spec §2 prefill): a car, a dealership, a budget, the car type. */
export function queryProps(get: (name: string) => string | string[] | null | undefined): Partial<LeadFormProps> {
  const carId = one(get('car_id'));
  const dealership = one(get('preferredDealership'));
  const budget = one(get('vehiclePriceBudget'));
  return {
    carId: carId && /^[A-Za-z0-9_-]{1,64}$/.test(carId) ? carId : undefined,
    carType: one(get('car_type')),
    prefill: dealership || budget ? { dealership_slug: dealership, vehiclePriceBudget: budget } : undefined,
  };
}

/** The island's reading of the URL: null when the query adds nothing, so the server's form stands. */
export function fromUrl(search: URLSearchParams): Partial<LeadFormProps> | null {
  const props = queryProps((name) => search.get(name));
  return props.carId || props.carType || props.prefill ? props : null;
}
