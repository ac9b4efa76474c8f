import {
  blogArticlePath,
  blogCategoryOf,
  blogCategoryOfContentKey,
  blogContentKey,
  readingMinutes,
  richTextPlain,
  BLOG_CATEGORY_PATHS,
} from './blogCategories';

describe('blog categories', () => {
  it('finds a category by key in any case, and nothing for an unknown key', () => {
    expect(blogCategoryOf('Vehicle-Reviews')?.label).toBe('Vehicle Reviews');
    expect(blogCategoryOf('recipes')).toBeNull();
    expect(blogCategoryOf(undefined)).toBeNull();
  });

  it('names listings and articles by path', () => {
    expect(blogContentKey('news')).toBe('blog-news');
    expect(blogCategoryOfContentKey('blog-news')?.key).toBe('news');
    expect(blogCategoryOfContentKey('blog-recipes')).toBeNull();
    expect(blogArticlePath('vehicle-reviews', 'mazda-cx-5-review')).toBe('/blog/vehicle-reviews/mazda-cx-5-review');
    expect(BLOG_CATEGORY_PATHS).toContain('/blog/vehicle-reviews');
  });
});

describe('reading time', () => {
  it('is at least a minute and grows with the words', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(660))).toBe(3);
  });

  it('reads the text of Lexical rich text', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'On the road' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Quiet and' },
              { type: 'text', text: ' frugal.' },
            ],
          },
        ],
      },
    };
    expect(richTextPlain(value)).toBe('On the road Quiet and frugal.');
    expect(richTextPlain(null)).toBe('');
  });
});
