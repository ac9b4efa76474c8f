/** Next.js's hydration replace (`_h: 1`) on static pages behind our proxy's rewrite. */
import type { ReactElement } from 'react';
import NextRouter from 'next/router';
import { skipHydrationRefetch, staticPage } from './hydrationReplace';

jest.mock('next/router', () => ({ __esModule: true, default: { router: null } }));

function fakeRouter(isFallback = false) {
  const calls: unknown[][] = [];
  const router = {
    isFallback,
    replace: jest.fn(async (...args: unknown[]) => {
      calls.push(args);
      return true;
    }),
  };
  return { router, calls };
}

describe('skipHydrationRefetch', () => {
  it('skips the hydration replace of a page without a query string: no data fetch, no re-render', async () => {
    const { router, calls } = fakeRouter();
    skipHydrationRefetch(router, '');
    await expect(router.replace('/_sites/[site]/trade-in?site=coastline', '/trade-in', { _h: 1, shallow: false })).resolves.toBe(true);
    expect(calls).toEqual([]);
  });

  it('keeps it, shallow, when the address has a query string (it fills router.query)', async () => {
    const { router, calls } = fakeRouter();
    skipHydrationRefetch(router, '?car_id=7');
    await router.replace('/_sites/[site]/finance?site=coastline&car_id=7', '/finance?car_id=7', { _h: 1, shallow: false });
    expect(calls).toEqual([['/_sites/[site]/finance?site=coastline&car_id=7', '/finance?car_id=7', { _h: 1, shallow: true }]]);
  });

  it('leaves every other replace alone, and a fallback page’s hydration replace too', async () => {
    const { router, calls } = fakeRouter();
    skipHydrationRefetch(router, '');
    await router.replace('/success?category=x', undefined, { shallow: false });
    await router.replace('/a', '/a', { _h: 0 });
    expect(calls).toEqual([
      ['/success?category=x', undefined, { shallow: false }],
      ['/a', '/a', { _h: 0 }],
    ]);
    const fallback = fakeRouter(true);
    skipHydrationRefetch(fallback.router, '');
    await fallback.router.replace('/x', '/x', { _h: 1, shallow: false });
    expect(fallback.calls).toEqual([['/x', '/x', { _h: 1, shallow: false }]]);
  });

  it('wraps a router once, and tolerates no router (the server)', async () => {
    const { router, calls } = fakeRouter();
    skipHydrationRefetch(router, '?a=1');
    skipHydrationRefetch(router, '?a=1');
    await router.replace('/a', '/a', { _h: 1 });
    expect(calls).toEqual([['/a', '/a', { _h: 1, shallow: true }]]);
    expect(() => skipHydrationRefetch(null, '')).not.toThrow();
  });
});

describe('staticPage', () => {
  const Page = (props: { title: string }) => props.title;

  it('renders the page with its props and, in the browser, skips the hydration replace of the router', async () => {
    const { router, calls } = fakeRouter();
    (NextRouter as unknown as { router: unknown }).router = router;
    const globals = globalThis as { window?: unknown };
    globals.window = { location: { search: '' } };
    try {
      const StaticPage = staticPage(Page);
      const element = (StaticPage as (props: { title: string }) => ReactElement)({ title: 'Offers' });
      expect(element.type).toBe(Page);
      expect(element.props).toEqual({ title: 'Offers' });
      await router.replace('/_sites/[site]/offers?site=coastline', '/offers', { _h: 1, shallow: false });
      expect(calls).toEqual([]);
    } finally {
      delete globals.window;
    }
  });

  it('on the server it only renders the page', () => {
    const { router } = fakeRouter();
    const replace = router.replace;
    (NextRouter as unknown as { router: unknown }).router = router;
    const element = (staticPage(Page) as (props: { title: string }) => ReactElement)({ title: 'Home' });
    expect(element.props).toEqual({ title: 'Home' });
    expect(router.replace).toBe(replace);
  });
});
