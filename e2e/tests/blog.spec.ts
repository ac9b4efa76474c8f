/**
 * Issue 12 "Every route real": the blog (spec §2 `/blog/vehicle-reviews` and its category links).
 * The seed gives every tenant two vehicle reviews, a news item, a buying guide and an ownership
 * article, plus a news item scheduled a month ahead that must not show yet.
 */
import { cmsUrl, expect, siteGet, siteUrl, test, TENANTS, editorSession } from './fixtures';
import { SITE_PORT } from '../playwright.config';

const articleLinks = (html: string) => [...html.matchAll(/href="(\/blog\/[a-z0-9-]+\/[a-z0-9-]+)"/g)].map((m) => m[1]!);

test('every tenant’s Vehicle Reviews lists its own reviews, each opening as an article, linked from the menu', async ({ request }) => {
  const seen = new Map<string, string[]>();
  for (const { slug, name } of TENANTS) {
    const listing = await siteGet(request, slug, '/blog/vehicle-reviews');
    expect([slug, listing.status()]).toEqual([slug, 200]);
    const html = await listing.text();
    expect(html).not.toContain(`Talk to the ${name} team to find out more.`);
    expect(html).toContain('<h1');
    expect(html).toContain('Vehicle Reviews');
    // The category links: the tenant's other categories with articles.
    for (const href of ['/blog/news', '/blog/buying-guides', '/blog/ownership'])
      expect([slug, html.includes(`href="${href}"`)]).toEqual([slug, true]);
    const articles = [...new Set(articleLinks(html))];
    expect([slug, articles.length]).toEqual([slug, 2]);
    seen.set(slug, articles);
    for (const path of articles) {
      const article = await siteGet(request, slug, path);
      expect([path, article.status()]).toEqual([path, 200]);
      const text = await article.text();
      expect(text).toMatch(/<h1[^>]*>[^<]*review/i);
      expect(text).toContain('min read');
      // Another tenant's host does not serve it.
      const other = TENANTS.find((t) => t.slug !== slug)!.slug;
      expect([path, other, (await siteGet(request, other, path)).status()]).toEqual([path, other, 404]);
    }
    const home = await (await siteGet(request, slug, '/')).text();
    expect([slug, home.includes('href="/blog/vehicle-reviews"')]).toEqual([slug, true]);
  }
  // Reviews are of each tenant's own franchise models.
  expect(seen.get('harbour-mazda')!.every((path) => path.includes('mazda'))).toBe(true);
});

test('a scheduled article, an unknown one, an unknown category and another category’s slug are 404s', async ({ request }) => {
  for (const path of [
    '/blog/news/summer-service-special',
    '/blog/news/no-such-article',
    '/blog/recipes',
    '/blog/ownership/spring-open-weekend',
  ])
    expect([path, (await siteGet(request, 'coastline', path)).status()]).toEqual([path, 404]);
  const news = await (await siteGet(request, 'coastline', '/blog/news')).text();
  expect(news).toContain('/blog/news/spring-open-weekend');
  expect(news).not.toContain('summer-service-special');
});

test('the sitemap lists the tenant’s blog categories and articles, not another tenant’s', async ({ request }) => {
  const paths = async (tenant: string) => {
    const response = await request.get(`http://localhost:${SITE_PORT}/sitemap.xml`, {
      headers: { host: `${tenant}.localhost:${SITE_PORT}` },
    });
    expect(response.status()).toBe(200);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  };
  const harbour = await paths('harbour-mazda');
  const kiwi = await paths('kiwi-caravans');
  expect(harbour).toEqual(expect.arrayContaining(['/blog/vehicle-reviews', '/blog/news', '/blog/news/spring-open-weekend']));
  expect(harbour).not.toContain('/blog/news/summer-service-special');
  const harbourReviews = harbour.filter((p) => p.startsWith('/blog/vehicle-reviews/'));
  expect(harbourReviews.length).toBe(2);
  for (const path of harbourReviews) expect(kiwi).not.toContain(path);
});

const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'text', text, version: 1 }] }],
  },
});

test('an editor’s article scheduled 15 s ahead appears at its time without another edit, on that tenant only', async ({ request }) => {
  const { authorization, tenantId } = await editorSession(request, 'harbour-mazda');
  const slug = `e2e-showroom-news-${Date.now()}`;
  const path = `/blog/news/${slug}`;
  const created = await request.post(cmsUrl('/api/posts'), {
    headers: { authorization },
    data: {
      tenant: tenantId,
      title: 'Our showroom reopens',
      slug,
      category: 'news',
      publishedAt: new Date(Date.now() + 15_000).toISOString(),
      excerpt: 'New look, same team.',
      content: lexical('The refurbished showroom is open from Monday.'),
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { doc: { id: number } }).doc.id;
  try {
    expect((await siteGet(request, 'harbour-mazda', path)).status()).toBe(404);
    await expect(async () => {
      const response = await siteGet(request, 'harbour-mazda', path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('Our showroom reopens');
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await expect(async () => expect(await (await siteGet(request, 'harbour-mazda', '/blog/news')).text()).toContain(path)).toPass({
      timeout: 20_000,
    });
    expect((await siteGet(request, 'coastline', path)).status()).toBe(404);
  } finally {
    const deleted = await request.delete(cmsUrl(`/api/posts/${id}`), { headers: { authorization } });
    expect(deleted.ok()).toBe(true);
  }
  await expect(async () => expect((await siteGet(request, 'harbour-mazda', path)).status()).toBe(404)).toPass({ timeout: 20_000 });
});

test('another tenant’s editor cannot publish into harbour-mazda’s blog, and anonymous cannot write at all', async ({ request }) => {
  const harbour = await editorSession(request, 'harbour-mazda');
  const coastline = await editorSession(request, 'coastline');
  const data = {
    tenant: harbour.tenantId,
    title: 'Forged article',
    slug: `forged-${Date.now()}`,
    category: 'news',
    publishedAt: new Date().toISOString(),
    excerpt: 'x',
    content: lexical('x'),
    _status: 'published',
  };
  const forged = await request.post(cmsUrl('/api/posts'), { headers: { authorization: coastline.authorization }, data });
  expect(forged.ok()).toBe(false);
  const anonymous = await request.post(cmsUrl('/api/posts'), { data });
  expect(anonymous.ok()).toBe(false);
  const found = await request.get(cmsUrl(`/api/posts?where[slug][equals]=${data.slug}&depth=0`));
  expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0);
});

test('a shopper reads a review from the menu and returns by the category link, by keyboard', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/blog/vehicle-reviews'));
  const first = page.getByTestId('blog-listing').getByRole('heading', { level: 2 }).first().getByRole('link');
  const title = (await first.textContent())!;
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: '← Vehicle Reviews' }).click();
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/);
  await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Vehicle Reviews' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
