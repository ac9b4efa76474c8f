import { expect, siteGet, test } from './fixtures';

interface SearchBody {
  hits: { tenant: string; car_type: string; make: string; dealership_name: string }[];
  found: number;
  facets: Record<string, { value: string; count: number }[]>;
  facetStats: Record<string, { min: number; max: number }>;
  page: number;
  pages: number;
  errors?: Record<string, string>;
}

const search = async (request: Parameters<typeof siteGet>[0], tenant: string, query: string) => {
  const response = await siteGet(request, tenant, `/api/search?${query}`);
  return { status: response.status(), body: (await response.json()) as SearchBody };
};

test('GET /api/search answers the tenant’s used cars, 21 a page, with facets', async ({ request }) => {
  const { status, body } = await search(request, 'coastline', 'refinementList[car_type][0]=used');
  expect(status).toBe(200);
  expect(body.found).toBeGreaterThan(100);
  expect(body.hits).toHaveLength(21);
  expect(body.pages).toBe(Math.ceil(body.found / 21));
  expect(body.hits.every((hit) => hit.tenant === 'coastline' && hit.car_type === 'used')).toBe(true);
  expect(body.facets.make!.length).toBeGreaterThan(1);
  expect(body.facetStats.price!.max).toBeGreaterThan(body.facetStats.price!.min);
});

test('a make refinement finds as many cars as its facet count said', async ({ request }) => {
  const all = await search(request, 'coastline', 'refinementList[car_type][0]=used');
  const make = all.body.facets.make![0]!;
  const refined = await search(
    request,
    'coastline',
    `refinementList[car_type][0]=used&refinementList[make][0]=${encodeURIComponent(make.value)}`,
  );
  expect(refined.body.found).toBe(make.count);
  // Disjunctive: the make facet still lists the other makes.
  expect(refined.body.facets.make!.length).toBe(all.body.facets.make!.length);
});

test('a search never returns another tenant’s cars', async ({ request }) => {
  const coastline = await search(request, 'coastline', 'query=toyota');
  const coastlineDealers = new Set(coastline.body.hits.map((hit) => hit.dealership_name));
  for (const tenant of ['harbour-mazda', 'kiwi-caravans', 'lone-star-motors']) {
    const { body } = await search(request, tenant, 'query=toyota&refinementList[dealership_name][0]=Coastline%20Toyota');
    expect(body.found).toBe(0);
    const { body: any } = await search(request, tenant, '');
    expect(any.hits.every((hit) => hit.tenant === tenant && !coastlineDealers.has(hit.dealership_name))).toBe(true);
  }
});

for (const [query, field] of [
  ['range[price]=abc:', 'range[price]'],
  ['range[price]=30000:10000', 'range[price]'],
  ['page=0', 'page'],
  ['page=10000', 'page'],
  ['refinementList[password][0]=x', 'refinementList[password]'],
  [`query=${'x'.repeat(5 * 1024)}`, 'query'],
] as const) {
  test(`bad input ${query.slice(0, 40)} is a 400 naming ${field}`, async ({ request }) => {
    const { status, body } = await search(request, 'coastline', query);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/sql|postgres|select /i);
  });
}

test('an unknown host has no search', async ({ request }) => {
  const { status } = await search(request, 'nosuch', '');
  expect(status).toBe(404);
});
