/**
 * Issue 14, compare: on a tenant whose cards carry Compare (lone-star-motors: favourites off), a
 * shopper toggles cars into the compare list (at most 4; it survives a reload), opens the compare
 * page, sees the cars' specifications lined up with the differences marked, and the address shows
 * the same cars to anyone who opens it.
 */
import { expect, saveScreenshot, siteUrl, test, waitForHydration } from './fixtures';

const TENANT = 'lone-star-motors';

test('compare three cars, then open the shared link in a fresh context', async ({ page, browser }) => {
  await page.goto(siteUrl(TENANT, '/search/used-cars'));
  await waitForHydration(page);
  const buttons = page.getByRole('button', { name: /^Add to compare: / });
  expect(await buttons.count()).toBeGreaterThanOrEqual(5);
  const titles: string[] = [];
  for (let index = 0; index < 3; index++) {
    const button = page.getByRole('button', { name: /^Add to compare: / }).first();
    titles.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Add to compare: /, ''));
    await button.click();
    await expect(page.getByTestId('compare-tray')).toContainText(`${index + 1} of 4 cars to compare`);
  }
  await expect(page.getByRole('button', { name: /^Remove from compare: / })).toHaveCount(3);

  // The list survives a reload (device store).
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('compare-tray')).toContainText('3 of 4 cars to compare');

  // A fourth is taken, a fifth refused.
  await page
    .getByRole('button', { name: /^Add to compare: / })
    .first()
    .click();
  await expect(page.getByTestId('compare-tray')).toContainText('4 of 4 cars to compare');
  await page
    .getByRole('button', { name: /^Add to compare: / })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'You can compare up to 4 cars. Remove one to add another.' })).toBeVisible();
  await expect(page.getByTestId('compare-tray')).toContainText('4 of 4 cars to compare');
  await page
    .getByRole('button', { name: /^Remove from compare: / })
    .last()
    .click();
  await expect(page.getByTestId('compare-tray')).toContainText('3 of 4 cars to compare');
  await saveScreenshot(page, 'compare-tray');

  await page.getByRole('link', { name: 'Compare 3 cars' }).click();
  await page.waitForURL(/\/compare\?cars=/);
  const shared = page.url();
  const columns = page.getByTestId('compare-car');
  await expect(columns).toHaveCount(3);
  for (const [index, title] of titles.entries()) await expect(columns.nth(index)).toContainText(title);
  const differing = page.locator('tbody tr[data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(differing.first().getByRole('rowheader')).toContainText('Differs');
  const allRows = await page.locator('tbody tr').count();
  await page.getByLabel('Only show differences').check();
  await expect(page.locator('tbody tr')).toHaveCount(await differing.count());
  expect(await differing.count()).toBeLessThanOrEqual(allRows);
  await saveScreenshot(page, 'compare-page');

  // The shared link, opened by someone else (nothing on their device): the same cars, in order.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(shared);
    const otherColumns = otherPage.getByTestId('compare-car');
    await expect(otherColumns).toHaveCount(3);
    for (const [index, title] of titles.entries()) await expect(otherColumns.nth(index)).toContainText(title);
    // Remove takes a car out of the address.
    await otherColumns
      .first()
      .getByRole('link', { name: new RegExp(`^Remove ${titles[0]}.* from the comparison$`) })
      .click();
    await expect(otherPage.getByTestId('compare-car')).toHaveCount(2);
  } finally {
    await other.close();
  }
});

test('the compare page shows only this tenant’s cars, and says when some are missing', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/search/used-cars'));
  const coastlineSlug = ((await page.getByTestId('car-card').first().getByRole('link').first().getAttribute('href')) ?? '').replace(
    /^\/cars\//,
    '',
  );
  expect(coastlineSlug.length).toBeGreaterThan(3);
  await page.goto(siteUrl(TENANT, `/compare?cars=${coastlineSlug},no-such-car`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Cars');
  await expect(page.getByTestId('compare-car')).toHaveCount(0);
  await expect(page.getByText('Some cars in this link are no longer available.')).toBeVisible();
});
