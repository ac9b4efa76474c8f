/**
 * Issue 12 "Locations": the location blocks of spec §2 as a shopper uses them. A location's page is
 * one card; `/contact` a grid with one card per street (spec §5), phones de-duplicated by digits,
 * opening hours grouped, a Holiday hours dialog, Get Directions and View Location. No map key is
 * configured on the e2e stack: no map is shown (and so none is broken).
 */
import { expect, saveScreenshot, siteUrl, test, waitForHydration } from './fixtures';

test('coastline: a location’s card groups its hours, shows its phone once, and opens its holiday hours by keyboard', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/locations/coastline-toyota'));
  await waitForHydration(page);
  const cards = page.getByTestId('location-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Coastline Toyota');
  // The seed gives it the same number as phone and landline: one link.
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
  const hours = card.getByRole('definition');
  await expect(card.getByRole('term').first()).toHaveText('Mon-Fri');
  await expect(hours.first()).toHaveText('8:30am - 5:30pm');
  // No map key on this stack: no map, so no broken image or empty frame.
  await expect(card.locator('.map')).toHaveCount(0);
  const directions = card.getByRole('link', { name: /^Get Directions/ });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-27\.97/);
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: /^View Location/ })).toHaveCount(0);

  const button = card.getByRole('button', { name: 'Holiday hours' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Holiday hours: Coastline Toyota' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Christmas Day')).toBeVisible();
  await expect(dialog.getByRole('definition').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await saveScreenshot(page, 'location-holiday-hours-coastline');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('kiwi-caravans: /contact shows one card per street, naming the service centre behind the yard', async ({ page }) => {
  await page.goto(siteUrl('kiwi-caravans', '/contact'));
  await waitForHydration(page);
  const cards = page.getByTestId('location-card');
  // Three visible locations, two streets.
  await expect(cards).toHaveCount(2);
  const takanini = cards.filter({ has: page.getByRole('heading', { name: 'Kiwi Caravans Takanini' }) });
  await expect(takanini.getByText('Also at this address:')).toBeVisible();
  await expect(takanini.getByRole('link', { name: 'Kiwi RV Service Centre' })).toHaveAttribute('href', '/locations/kiwi-service-centre');
  for (const card of await cards.all()) {
    await expect(card.getByRole('link', { name: /^View Location/ })).toHaveAttribute('href', /^\/locations\/[a-z0-9-]+$/);
    await expect(card.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  }
  await saveScreenshot(page, 'contact-locations-kiwi-caravans');

  // The service centre keeps its own page.
  await takanini.getByRole('link', { name: 'Kiwi RV Service Centre' }).click();
  await page.waitForURL((url) => url.pathname === '/locations/kiwi-service-centre');
  await expect(page.getByTestId('location-card').getByRole('heading', { level: 2 })).toHaveText('Kiwi RV Service Centre');
});
