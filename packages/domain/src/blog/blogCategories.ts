/**
 * The blog (spec §2 "/blog/vehicle-reviews and blog category links"): a tenant's articles, each in
 * one of a fixed list of categories. `/blog/{category}` lists a category's articles (with links to
 * the tenant's other categories) and `/blog/{category}/{article}` shows one. A category exists on a
 * tenant's site while it has a published article.
 */

export const BLOG_CATEGORIES = [
  { key: 'vehicle-reviews', label: 'Vehicle Reviews' },
  { key: 'news', label: 'News' },
  { key: 'buying-guides', label: 'Buying Guides' },
  { key: 'ownership', label: 'Ownership & Servicing' },
] as const;

export type BlogCategoryKey = (typeof BLOG_CATEGORIES)[number]['key'];

/** A category by its key (any case), or null. */
export function blogCategoryOf(key: string | null | undefined): (typeof BLOG_CATEGORIES)[number] | null {
  const wanted = key?.toLowerCase();
  return BLOG_CATEGORIES.find((category) => category.key === wanted) ?? null;
}

/**
 * The key a category's listing is known by among a tenant's published content (the slugs the
 * navigation and sitemap check: see `pageRouteAvailable`): `blog-{category}`, shown at `/blog/{category}`.
 */
export const blogContentKey = (category: BlogCategoryKey): string => `blog-${category}`;

/** The category whose content key a slug is (`blog-news` -> News), or null. */
export function blogCategoryOfContentKey(slug: string): (typeof BLOG_CATEGORIES)[number] | null {
  return BLOG_CATEGORIES.find((category) => blogContentKey(category.key) === slug) ?? null;
}

/** An article's path. */
export const blogArticlePath = (category: string, slug: string): string =>
  `/blog/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`;

/** Every blog path a tenant's change can touch: each category's listing (the category links are on all of them). */
export const BLOG_CATEGORY_PATHS: readonly string[] = BLOG_CATEGORIES.map((category) => `/blog/${category.key}`);

const WORDS_PER_MINUTE = 220;

/** Whole minutes to read a text at an adult's silent reading pace (at least 1). */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Plain text of a Lexical rich-text value (for reading time and excerpts). */
export function richTextPlain(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown };
    if (typeof text === 'string') parts.push(text);
    if (root) walk(root);
    if (Array.isArray(children)) for (const child of children) walk(child);
  };
  walk(value);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
