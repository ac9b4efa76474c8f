/**
 * The blog's articles for a tenant (spec §2 `/blog/vehicle-reviews` and category links), published
 * and past their publish date, reshaped for the listing and article pages.
 */
import type { Post } from '@dealer/cms/payload-types';
import {
  BLOG_CATEGORIES,
  blogArticlePath,
  blogCategoryOf,
  readingMinutes,
  richTextPlain,
  type BlogCategoryKey,
  type Locale,
} from '@dealer/domain';
import { cmsFind, cmsFindAll } from '@/lib/cmsClient';
import { mediaUrl } from '@/features/content/loadContent';
import { dealerTimeZone } from '@/features/carDetail/carDetailModel';
import { dateTimeFormat } from '@/lib/intlFormats';

export interface BlogCategoryLink {
  key: BlogCategoryKey;
  label: string;
  href: string;
}

export interface BlogArticleCard {
  title: string;
  href: string;
  excerpt: string;
  /** ISO date-time (the `<time>` element's value) and the dealer's local date as shown. */
  publishedAt: string;
  publishedLabel: string;
  author: string | null;
  imageUrl: string | null;
  readingMinutes: number;
}

export interface BlogArticle extends BlogArticleCard {
  category: BlogCategoryLink;
  content: Post['content'];
  metaDescription: string | null;
  seoTitle: string | null;
  /** The share image, else the article's own (full size: link previews). */
  shareImageUrl: string | null;
}

const published = (tenantId: number, now: Date) => ({
  and: [{ tenant: { equals: tenantId } }, { _status: { equals: 'published' } }, { publishedAt: { less_than_equal: now.toISOString() } }],
});

function cardOf(post: Post, locale: Locale): BlogArticleCard {
  return {
    title: post.title,
    href: blogArticlePath(post.category, post.slug ?? String(post.id)),
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    publishedLabel: dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: dealerTimeZone(locale) }).format(
      new Date(post.publishedAt),
    ),
    author: post.author ?? null,
    imageUrl: mediaUrl(post.heroImage, 'card'),
    readingMinutes: readingMinutes(richTextPlain(post.content)),
  };
}

const linkOf = (key: string): BlogCategoryLink => {
  const category = blogCategoryOf(key)!;
  return { key: category.key, label: category.label, href: `/blog/${category.key}` };
};

/**
 * The categories that have a published article, in the blog's order, with each one's newest
 * change (the navigation shows a category while it has articles; the sitemap dates it). One
 * newest-article query per category (there are four): a category keeps its link however many
 * newer articles the others have.
 */
export async function loadBlogCategories(tenantId: number, now = new Date()): Promise<Array<BlogCategoryLink & { updatedAt: string }>> {
  const newest = await Promise.all(
    BLOG_CATEGORIES.map(async (category) => {
      const result = await cmsFind<Pick<Post, 'updatedAt'>>('posts', {
        where: { and: [...published(tenantId, now).and, { category: { equals: category.key } }] },
        depth: 0,
        limit: 1,
        sort: '-updatedAt',
        select: { updatedAt: true },
      });
      const updatedAt = result.docs[0]?.updatedAt;
      return updatedAt ? { ...linkOf(category.key), updatedAt } : null;
    }),
  );
  return newest.filter((link) => link !== null);
}

/** Every published article's path and last change, for the sitemap. */
export async function loadBlogArticlePaths(tenantId: number, now = new Date()): Promise<Array<{ path: string; updatedAt: string }>> {
  const posts = await cmsFindAll<Pick<Post, 'category' | 'slug' | 'updatedAt'>>('posts', {
    where: published(tenantId, now),
    depth: 0,
    sort: '-publishedAt',
    select: { category: true, slug: true, updatedAt: true },
  });
  return posts.filter((post) => post.slug).map((post) => ({ path: blogArticlePath(post.category, post.slug!), updatedAt: post.updatedAt }));
}

/** When the next scheduled article of the tenant goes live (the listing regenerates then), or null. */
async function nextScheduled(tenantId: number, now: Date): Promise<Date | null> {
  const result = await cmsFind<Pick<Post, 'publishedAt'>>('posts', {
    where: {
      and: [{ tenant: { equals: tenantId } }, { _status: { equals: 'published' } }, { publishedAt: { greater_than: now.toISOString() } }],
    },
    depth: 0,
    limit: 1,
    sort: 'publishedAt',
    select: { publishedAt: true },
  });
  const at = result.docs[0]?.publishedAt;
  return at ? new Date(at) : null;
}

export interface BlogListing {
  category: BlogCategoryLink;
  /** The tenant's categories with articles (the category links), this one among them. */
  categories: BlogCategoryLink[];
  articles: BlogArticleCard[];
  nextEdge: Date | null;
}

/** A category's published articles, newest first; null when it has none (the route is a 404). */
export async function loadBlogListing(
  tenantId: number,
  categoryKey: string,
  locale: Locale,
  now = new Date(),
): Promise<BlogListing | null> {
  const [result, categories, nextEdge] = await Promise.all([
    cmsFind<Post>('posts', {
      where: { and: [...published(tenantId, now).and, { category: { equals: categoryKey } }] },
      depth: 1,
      limit: 48,
      sort: '-publishedAt',
    }),
    loadBlogCategories(tenantId, now),
    nextScheduled(tenantId, now),
  ]);
  if (result.docs.length === 0) return null;
  return {
    category: linkOf(categoryKey),
    categories: categories.map(({ key, label, href }) => ({ key, label, href })),
    articles: result.docs.map((post) => cardOf(post, locale)),
    nextEdge,
  };
}

/** One published article of the category, or null (unknown, scheduled, or in another category). */
export async function loadBlogArticle(
  tenantId: number,
  categoryKey: string,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<{ article: BlogArticle; categories: BlogCategoryLink[]; nextEdge: Date | null } | null> {
  const [result, categories, nextEdge] = await Promise.all([
    cmsFind<Post>('posts', {
      where: { and: [...published(tenantId, now).and, { category: { equals: categoryKey } }, { slug: { equals: slug } }] },
      depth: 1,
      limit: 1,
    }),
    loadBlogCategories(tenantId, now),
    nextScheduled(tenantId, now),
  ]);
  const post = result.docs[0];
  if (!post) return null;
  return {
    article: {
      ...cardOf(post, locale),
      category: linkOf(post.category),
      content: post.content,
      metaDescription: post.metaDescription ?? null,
      seoTitle: post.seo?.title || null,
      shareImageUrl: mediaUrl(post.seo?.image) ?? mediaUrl(post.heroImage),
    },
    categories: categories.map(({ key, label, href }) => ({ key, label, href })),
    nextEdge,
  };
}
