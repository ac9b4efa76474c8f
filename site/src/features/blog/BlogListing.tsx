import { styled } from '@/features/theme/styled';
import { up } from '@/features/ui/styles';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import type { BlogArticleCard, BlogCategoryLink } from './loadBlog';

// Plain elements under one styled root (no client state): hydrating the list costs nothing.
const Root = styled('div')(({ theme }) => ({
  '.categories': { display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 24px' },
  '.categories a': {
    display: 'inline-block',
    padding: '6px 14px',
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    fontSize: '0.9rem',
  },
  '.categories a[aria-current="page"]': {
    background: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  'a:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '.articles': {
    display: 'grid',
    gap: 24,
    gridTemplateColumns: '1fr',
    listStyle: 'none',
    padding: 0,
    margin: 0,
    [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  '.article': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '.article .image': { position: 'relative', aspectRatio: '16 / 9', background: theme.palette.grey[100] },
  '.article .image img': { objectFit: 'cover' },
  '.article .content': { padding: 16, flexGrow: 1 },
  '.article h2': { ...theme.typography.h3, fontSize: '1.2rem', margin: '0 0 8px' },
  // The whole card is the article's link (its title's link stretched over it).
  '.article h2 a': { color: 'inherit', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 } },
  '.article h2 a:focus-visible': { outline: 'none', '&::after': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 } },
  '.article .meta': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: '0 0 8px' },
  '.article .excerpt': { ...theme.typography.body1, margin: 0 },
}));

/** Links to the tenant's blog categories that have articles, the current one marked. */
export function BlogCategoryLinks({ categories, current }: { categories: BlogCategoryLink[]; current: string | null }) {
  if (categories.length < 2) return null;
  return (
    <nav aria-label="Blog categories">
      <ul className="categories">
        {categories.map((category) => (
          <li key={category.key}>
            <a href={category.href} aria-current={category.key === current ? 'page' : undefined}>
              {category.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function articleMeta(article: Pick<BlogArticleCard, 'publishedAt' | 'publishedLabel' | 'author' | 'readingMinutes'>) {
  return (
    <>
      <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
      {article.author ? ` · ${article.author}` : ''} · {article.readingMinutes} min read
    </>
  );
}

/** A blog category's articles as cards, newest first, under the category links. */
export function BlogListing({
  category,
  categories,
  articles,
}: {
  category: string;
  categories: BlogCategoryLink[];
  articles: BlogArticleCard[];
}) {
  return (
    <Root data-testid="blog-listing">
      <BlogCategoryLinks categories={categories} current={category} />
      <ul className="articles">
        {articles.map((article, i) => (
          <li key={article.href}>
            <article className="article">
              {article.imageUrl && (
                <div className="image">
                  <OptimisedImage
                    src={article.imageUrl}
                    alt=""
                    fill
                    sizes="(min-width: 992px) 380px, (min-width: 768px) 50vw, 100vw"
                    loading={i < 3 ? 'eager' : 'lazy'}
                  />
                </div>
              )}
              <div className="content">
                <h2>
                  <a href={article.href}>{article.title}</a>
                </h2>
                <p className="meta">{articleMeta(article)}</p>
                <p className="excerpt">{article.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Root>
  );
}

export const BlogRoot = Root;
