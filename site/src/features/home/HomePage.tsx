/**
 * The home page: hero, promotion banners, the range by body type, latest offers and the page's
 * own text. Plain elements under one styled root (it is a phone's first screen: no MUI).
 */
import { Island } from '@/islands/islandPage';
import type { RangeSummary, SiteContext } from '@/features/tenant/loadSite';
import type { OfferCard, PageContent, PromoBanner } from '@/features/content/loadContent';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { up } from '@/features/ui/styles';
import type { ReviewSummary } from '@dealer/domain';
import { HomeReviews } from '@/features/reviews/HomeReviews';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { staticIsland } from '@/features/ui/staticIsland';
import { PromoCarousel } from './PromoCarousel';
import type { StockTeaser } from '@/features/stockRow/loadStockRow';

// Links, text and pictures: kept as the server sent them, their code not loaded with the page.
const StockRow = staticIsland(() => import('@/features/stockRow/StockRow').then((module) => module.StockRow));
const OfferGrid = staticIsland(() => import('@/features/content/OfferGrid').then((module) => module.OfferGrid));
const RichText = staticIsland(() => import('@/features/content/RichText').then((module) => module.RichText));

export interface HomeProps {
  page: PageContent | null;
  banners: PromoBanner[];
  offers: OfferCard[];
  /** Body groups of the model range with their model counts (the cards are on /models). */
  range: RangeSummary[];
  /** The tenant's review summary where its reviews are shown (spec §5), else null. */
  reviews: ReviewSummary | null;
  /** The newest in-stock cars (issue 12's featured-stock row). */
  featuredStock: StockTeaser[];
}

const Root = styled('div')(({ theme }) => ({
  ...buttons(theme),
  '.hero': {
    padding: 24,
    marginBottom: 32,
    minHeight: 260,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.primary.contrastText,
    background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
    [up('md')]: { padding: 48, minHeight: 320 },
    // With the tenant's image: text and picture side by side from 992 px, the picture below on phones.
    '&.with-image': {
      display: 'grid',
      gap: 24,
      alignItems: 'center',
      [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    },
    '.hero-image': {
      position: 'relative',
      aspectRatio: '16 / 9',
      borderRadius: theme.shape.borderRadius,
      overflow: 'hidden',
      background: 'rgba(255, 255, 255, 0.92)',
      img: { objectFit: 'contain' },
    },
    h1: { ...theme.typography.h1, margin: '0 0 8px' },
    '.tagline': { fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.6, margin: '0 0 24px', opacity: 0.9 },
  },
  '.actions, .range-links': { display: 'flex', flexWrap: 'wrap', gap: 16 },
  '.range-links': { gap: 8 },
  section: { marginBottom: 32 },
  '.stars': { color: '#b26a00', display: 'inline-flex', gap: 1, verticalAlign: '-0.125em' },
  '.review-summary': { ...theme.typography.body1, margin: '0 0 16px', '.stars': { fontSize: '1.25rem', marginRight: 4 } },
  'section > h2.section-heading': { ...theme.typography.h2, margin: '0 0 16px' },
}));

export function HomePage({ site, page, banners, offers, range, reviews, featuredStock }: HomeProps & { site: SiteContext }) {
  return (
    <Root>
      <section aria-labelledby="hero-heading" className={page?.heroImageUrl ? 'hero with-image' : 'hero'}>
        <div>
          <h1 id="hero-heading">{page?.heroHeading ?? site.tenant.name}</h1>
          <p className="tagline">{page?.heroSubheading ?? site.branding.tagline ?? 'Find your next vehicle'}</p>
          <div className="actions">
            <a className="btn contained secondary large" href="/search/new-used-and-demo-cars">
              Search All Stock
            </a>
            <a className="btn outlined inherit large" href="/search/used-cars">
              Used Cars
            </a>
            {site.config.features.testDrive && (
              <a className="btn outlined inherit large" href="/book-test-drive">
                Book a Test Drive
              </a>
            )}
          </div>
        </div>
        {page?.heroImageUrl && (
          <div className="hero-image">
            {/* The tenant's own picture from the CMS (the home page's hero image): the first screen's largest. */}
            <OptimisedImage src={page.heroImageUrl} alt="" fill sizes="(min-width: 992px) 560px, 100vw" preload fetchPriority="high" />
          </div>
        )}
      </section>

      <Island name="promoCarousel" props={{ banners }}>
        <PromoCarousel banners={banners} />
      </Island>

      <StockRow heading="Latest Arrivals" cars={featuredStock} seeAllHref="/search/new-used-and-demo-cars" seeAllLabel="Search all stock" />

      {range.length > 0 && (
        <section aria-labelledby="range-heading">
          <h2 id="range-heading" className="section-heading">
            Browse the Range
          </h2>
          <div className="range-links">
            {range.map((group) => (
              <a key={group.key} className="btn outlined" href={`/models?body=${group.key}`}>
                {group.label} ({group.count})
              </a>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="section-heading">
          Latest Offers
        </h2>
        <OfferGrid offers={offers.slice(0, 3)} format={site.format} deferPhotos />
      </section>

      {reviews && (
        // Its reviews load as the row comes near the screen: the island starts then, touched or not.
        <Island name="homeReviews" props={{ summary: reviews, locale: site.config.settings.locale }} start={{ nearScreen: true }}>
          <HomeReviews summary={reviews} locale={site.config.settings.locale} />
        </Island>
      )}

      {page?.content && (
        <section aria-label="About">
          <RichText data={page.content} />
        </section>
      )}
    </Root>
  );
}
