/**
 * Parts React streams after a page's shell (the footer, search results, page sections: boundaries
 * past its first ~12.8 KB) are revealed by an inline script on the next animation frame. On a
 * slow or busy device that frame can come after the page has hydrated and re-rendered once, and
 * React then renders a boundary that got an update afresh in the browser. The footer (a static
 * island: "keep the server's HTML") rendered as an empty box then, on about one search page load
 * in ten on a 2-core machine (the watchlist test's missing "My Watchlist" link).
 *
 * These tests hold every animation frame until the page has hydrated and a second has passed, so
 * every streamed part is revealed late, and check the page still shows them.
 */
import type { Page } from '@playwright/test';
import { expect, siteUrl, test, waitForHydration } from './fixtures';

const TENANT = 'coastline';

/** Animation frames wait until a second after hydration; `__heldFrames` counts those held. */
async function holdFramesUntilHydrated(page: Page) {
  await page.addInitScript(() => {
    const w = window as typeof window & { __heldFrames: number };
    const nativeFrame = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    let released = false;
    w.__heldFrames = 0;
    const release = () => {
      released = true;
      for (const callback of held.splice(0)) nativeFrame(callback);
    };
    window.requestAnimationFrame = (callback) => {
      if (released) return nativeFrame(callback);
      w.__heldFrames += 1;
      held.push(callback);
      return 0;
    };
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      observer.disconnect();
      setTimeout(release, 1000);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

async function openLate(page: Page, path: string) {
  await holdFramesUntilHydrated(page);
  await page.goto(siteUrl(TENANT, path));
  await waitForHydration(page, { revealed: false });
  // React's reveal asked for a frame and was held: the late path is the one under test.
  expect(await page.evaluate(() => (window as typeof window & { __heldFrames: number }).__heldFrames)).toBeGreaterThan(0);
}

test.describe('streamed parts revealed after hydration', () => {
  test('the search page shows its footer, as the server sent it, and its results', async ({ page }) => {
    await openLate(page, '/search/used-cars');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'My Watchlist' })).toHaveAttribute('href', '/watchlist');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    // Kept, not rendered again in the browser (which fetches the footer's code for nothing).
    await expect(page.locator('[data-static-island="server"] > footer')).toHaveCount(1);
    await expect(page.getByTestId('car-card').first()).toBeVisible();
  });

  test('on a phone, the search results arriving late move nothing on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as typeof window & { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openLate(page, '/search/used-cars');
    // Not yet revealed: no result in the list, and what follows it is kept below the first screen.
    const results = page.getByTestId('results');
    expect(await results.locator('> li').count()).toBe(0);
    const pagesTop = await page
      .getByRole('navigation', { name: 'pagination navigation' })
      .evaluate((nav) => nav.getBoundingClientRect().top);
    expect(pagesTop).toBeGreaterThanOrEqual(823);
    await expect(page.getByTestId('car-card').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as typeof window & { __shifts: number }).__shifts)).toBeLessThan(0.05);
  });

  test('home shows its featured stock and footer', async ({ page }) => {
    await openLate(page, '/');
    await expect(page.getByTestId('stock-row').locator('a.teaser')).toHaveCount(8);
    await expect(page.getByTestId('stock-row').locator('a.teaser').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  });

  test('the contact page shows its enquiry form and footer', async ({ page }) => {
    await openLate(page, '/contact');
    await expect(page.locator('.lead-island form')).toHaveCount(1);
    await expect(
      page
        .locator('.lead-island form')
        .getByRole('button', { name: /submit|send|enquire/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  });
});
