import { styled } from '@/features/theme/styled';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { RichText } from '@/features/content/RichText';
import { articleMeta, BlogCategoryLinks, BlogRoot } from './BlogListing';
import type { BlogArticle, BlogCategoryLink } from './loadBlog';

const Article = styled('article')(({ theme }) => ({
  maxWidth: 820,
  '.back': { ...theme.typography.body2, display: 'inline-block', margin: '0 0 16px', color: theme.palette.primary.main },
  '.back:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  h1: { ...theme.typography.h1, margin: '0 0 8px' },
  '.meta': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: '0 0 24px' },
  '.hero': {
    position: 'relative',
    aspectRatio: '16 / 9',
    margin: '0 0 24px',
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    background: theme.palette.grey[100],
  },
  '.hero img': { objectFit: 'cover' },
  '.excerpt': { ...theme.typography.body1, fontSize: '1.15rem', margin: '0 0 16px' },
}));

/** One blog article: its category's link back, title, date, author, reading time, image and text. */
export function BlogArticlePage({ article, categories }: { article: BlogArticle; categories: BlogCategoryLink[] }) {
  return (
    <Article data-testid="blog-article">
      <a className="back" href={article.category.href}>
        ← {article.category.label}
      </a>
      <h1>{article.title}</h1>
      <p className="meta">{articleMeta(article)}</p>
      {article.imageUrl && (
        <div className="hero">
          <OptimisedImage src={article.imageUrl} alt="" fill sizes="(min-width: 860px) 820px, 100vw" preload fetchPriority="high" />
        </div>
      )}
      <p className="excerpt">{article.excerpt}</p>
      <RichText data={article.content} />
      <BlogRoot>
        <BlogCategoryLinks categories={categories} current={null} />
      </BlogRoot>
    </Article>
  );
}
