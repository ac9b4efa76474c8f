/**
 * Issue 12 / spec §2, §9: home's promotion banners are a carousel that starts at index 1, loops,
 * follows the arrow keys and swipes. kiwi-caravans' seed has two banners live (order 1: its Sales
 * Event, order 2: Book a service online) and a third scheduled a month ahead.
 */
import { expect, siteGet, siteUrl, test, waitForHydration } from './fixtures';

test('the served home starts at the second banner, with the first one out of view and out of the tab order', async ({ request }) => {
  const html = await (await siteGet(request, 'kiwi-caravans', '/')).text();
  const carousel = /data-testid="promo-carousel"[\s\S]*?data-testid="promo-position"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</.exec(html);
  expect(carousel).not.toBeNull();
  expect(carousel![1]!.replace(/<!-- -->/g, '')).toBe('2 of 2');
  const slides = [...carousel![0].matchAll(/<div class="keen-slider__slide slide( current)?"[^>]*>/g)].map((m) => m[0]);
  expect(slides).toHaveLength(2);
  expect(slides[0]).toContain('inert');
  expect(slides[1]).toContain(' current');
  expect(html).not.toContain('Starts soon.');
});

test('a shopper moves through the promotions with the buttons, the arrow keys and a swipe, looping both ways', async ({ page }) => {
  await page.goto(siteUrl('kiwi-caravans', '/'));
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Promotions' });
  const position = carousel.getByTestId('promo-position');
  const shown = carousel.locator('[data-testid="promo-slide"]:not([aria-hidden="true"]) h2');
  await expect(position).toHaveText('2 of 2');
  await expect(shown).toHaveText('Book a service online');

  await carousel.getByRole('button', { name: 'Next promotion' }).click();
  await expect(position).toHaveText('1 of 2');
  await expect(shown).toHaveText('Kiwi Caravans & Motorcycles Sales Event');
  await expect(shown).toBeInViewport();

  await carousel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('2 of 2');
  // The slide in view is the only one whose link the keyboard reaches.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Book now' })).toBeFocused();

  const box = (await carousel.locator('.frame').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 12 });
  await page.mouse.up();
  await expect(position).toHaveText('1 of 2');
});
