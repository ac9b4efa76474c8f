/**
 * Spec §2 location blocks on CMS pages: the seed puts the service and parts locations on /service
 * as a carousel with a Swipe hint (coastline has three: a Toyota service centre, a Mazda service
 * and parts centre, a parts centre) and the main location on /fleet as one card (coastline's main location is its Hyundai yard).
 */
import { expect, siteGet, siteUrl, test } from './fixtures';

/** The page's locations block: from its heading to the end of its section. */
const blockOf = (html: string) => {
  const rest = html.slice(html.indexOf('id="locations-block-heading"'));
  return rest.slice(0, rest.indexOf('</section>'));
};
const cardLinks = (html: string) => [...new Set([...html.matchAll(/<h[23][^>]*><a href="(\/locations\/[^"]+)"/g)].map((m) => m[1]!))];

test('coastline’s service page lists its service and parts locations in a carousel, and no sales yard', async ({ request }) => {
  const html = await (await siteGet(request, 'coastline', '/service')).text();
  expect(html).toContain('Our service and parts centres');
  expect(html).toContain('data-testid="location-carousel"');
  expect(html).toContain('Swipe for more locations');
  const links = cardLinks(blockOf(html));
  expect(links.sort()).toEqual([
    '/locations/coastline-mazda-service-and-parts',
    '/locations/coastline-parts-centre',
    '/locations/coastline-toyota-service',
  ]);
});

test('a block of one location is a plain card, with no carousel or hint; the main location’s card sits on /fleet', async ({ request }) => {
  const harbour = await (await siteGet(request, 'harbour-mazda', '/service')).text();
  expect(harbour).toContain('Our service and parts centres');
  expect(harbour).not.toContain('location-carousel');
  expect(harbour).not.toContain('Swipe for more locations');
  const fleet = await (await siteGet(request, 'coastline', '/fleet')).text();
  expect(fleet).toContain('Visit our fleet team');
  expect(cardLinks(blockOf(fleet))).toEqual(['/locations/coastline-hyundai']);
  expect(blockOf(fleet)).toContain('View Location');
});

test('on a phone, the carousel scrolls sideways with a swipe hint, and by keyboard once focused', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(siteUrl('coastline', '/service'));
  const carousel = page.getByRole('region', { name: 'Our service and parts centres' });
  await expect(carousel).toBeVisible();
  await expect(page.getByText('Swipe for more locations →')).toBeVisible();
  const scrollLeft = () => carousel.evaluate((el) => el.scrollLeft);
  expect(await scrollLeft()).toBe(0);
  await carousel.focus();
  await expect(carousel).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await context.close();
});
