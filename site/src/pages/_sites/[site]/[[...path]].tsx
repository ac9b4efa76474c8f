/**
 * Every CMS-driven route of a tenant's site (spec §2), statically rendered and revalidated
 * (ISR). The proxy rewrites `{tenant host}/path` to `/_sites/{tenant}/path`.
 */
import { ISLAND_PAGE_PROP } from '@/islands/islandPage';
import type { GetStaticPaths, GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import { staticIsland } from '@/features/ui/staticIsland';
import { useRouter } from 'next/router';
import Head from 'next/head';
import { staticPage } from '@/lib/hydrationReplace';
import {
  autoDealerJsonLd,
  bodySearchValues,
  locationsForBlock,
  type LocationBlock,
  canonicalPathOf,
  countryOfLocale,
  jsonLdScript,
  matchSiteRoute,
  nextWindowEdge,
  reviewsShown,
  routeEnabled,
  secondsUntilEdge,
  type SiteRoute,
} from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { styled } from '@/features/theme/styled';
import type { HomeProps } from '@/features/home/HomePage';
import type { RangeGroup } from '@dealer/domain';
import { loadRangeBySlug, loadSite, summariseRange, type RangeModelCard, type SiteContext } from '@/features/tenant/loadSite';
import {
  loadFaqs,
  loadLocations,
  loadOffers,
  loadPage,
  loadPromoBannersWithEdge,
  type FaqItem,
  type OfferCard,
  type PageContent,
} from '@/features/content/loadContent';
import { PAGE_LEAD_FORMS } from '@/features/leads/pageLeadForms';
import { locationViewOf, locationViewsOf, type LocationView } from '@/features/content/locationView';
import { dealerToday } from '@/features/carDetail/carDetailModel';
import { loadReviewSummary } from '@/features/reviews/loadReviews';
import { leadFormOptions } from '@/features/leads/leadFacts';
import type { LeadFormOptions } from '@/features/leads/leadFormTypes';
import { loadStockRow, type StockTeaser } from '@/features/stockRow/loadStockRow';
import { loadBlogArticle, loadBlogListing, type BlogArticle, type BlogListing as BlogListingData } from '@/features/blog/loadBlog';

// One page serves every CMS route, but each route shows only some of these sections: each is a
// chunk of its own, rendered on the server as before, so a page loads the code of what it shows
// (issue 11: the location page carried the home page, offers, FAQs and the model range).
const PageTitle = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: '0 0 24px' }));
const LocationsBlockSection = styled('section')(({ theme }) => ({
  margin: '32px 0',
  h2: { ...theme.typography.h2, fontSize: '1.5rem', margin: '0 0 12px' },
}));
const PageText = styled('p')(({ theme }) => ({ ...theme.typography.body1, maxWidth: 720, margin: 0 }));

const HomePage = dynamic(() => import('@/features/home/HomePage').then((m) => m.HomePage));
// Text, links and pictures: kept as the server sent them (static islands), their code not loaded with the page.
const RichText = staticIsland(() => import('@/features/content/RichText').then((m) => m.RichText));
const OfferGrid = dynamic(() => import('@/features/content/OfferGrid').then((m) => m.OfferGrid));
const FaqList = dynamic(() => import('@/features/content/FaqList').then((m) => m.FaqList));
const LocationList = dynamic(() => import('@/features/content/LocationList').then((m) => m.LocationList));
const ModelRange = dynamic(() => import('@/features/content/ModelRange').then((m) => m.ModelRange));
const LeadFormSection = dynamic(() => import('@/features/leads/LeadFormSection').then((m) => m.LeadFormSection));
const SuccessPage = dynamic(() => import('@/features/leads/SuccessPage').then((m) => m.SuccessPage));
const BlogListing = dynamic(() => import('@/features/blog/BlogListing').then((m) => m.BlogListing));
const BlogArticlePage = dynamic(() => import('@/features/blog/BlogArticlePage').then((m) => m.BlogArticlePage));
const StockRow = staticIsland(() => import('@/features/stockRow/StockRow').then((m) => m.StockRow));
const FinanceCalculator = dynamic(() => import('@/features/finance/FinanceCalculator').then((m) => m.FinanceCalculator));

interface Props {
  /** Home, `/offers` and a location's page are island pages (src/islands/islandPage.tsx): no Next.js runtime in the browser. */
  [ISLAND_PAGE_PROP]: boolean;
  site: SiteContext;
  route: SiteRoute;
  page: PageContent | null;
  /** Home's sections; its CMS page is `page` (sent once). */
  home: Omit<HomeProps, 'page'> | null;
  offers: OfferCard[] | null;
  faqs: FaqItem[] | null;
  locations: LocationView[] | null;
  /** The models page's range (other pages do not carry it: issue 11). */
  range: RangeGroup<RangeModelCard>[] | null;
  /** The page's lead form (PAGE_LEAD_FORMS) and the tenant's facts for it. */
  leadForm: { pageKey: string; options: LeadFormOptions } | null;
  /** The tenant's form facts for the offers page's enquiries. */
  offerLeadOptions: LeadFormOptions | null;
  /** A location's page: the contact form with its location fixed. */
  locationLeadForm: { location: string; options: LeadFormOptions } | null;
  /** A location's page: its schema.org AutoDealer data, made on the server (the client only prints it). */
  locationJsonLd: string | null;
  /** The URL search engines index for this content (`/pages/careers` is `/careers`); null without a domain. */
  canonical: string | null;
  /** `/finance-calculator` and `/personalised/finance`: the calculator, from the tenant's starting rate. */
  calculator: { ratePercent: number } | null;
  /** `/blog/{category}`: its articles and the category links; `/blog/{category}/{slug}`: the article. */
  /** A CMS page's block of locations (spec §2 location blocks). */
  locationsBlock: { heading: string | null; layout: LocationBlock['layout']; locations: LocationView[] } | null;
  /** A CMS page's stock row (the ute centre's utes). */
  stockRow: { heading: string; seeAllHref: string; cars: StockTeaser[] } | null;
  blog: { listing: Omit<BlogListingData, 'nextEdge'> } | { article: BlogArticle; categories: BlogListingData['categories'] } | null;
}

/** Seconds before a page is regenerated in the background; CMS hooks also revalidate on demand. */
export const REVALIDATE_SECONDS = 300;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props> = async ({ params }) => {
  const slug = String(params?.site ?? '');
  const segments = Array.isArray(params?.path) ? params.path : [];
  const route = matchSiteRoute(segments);
  if (!route) return { notFound: true, revalidate: 60 };
  // CMS errors throw: ISR then keeps serving the last good page instead of an empty one.
  const site = await loadSite(slug);
  if (!site) return { notFound: true, revalidate: 60 };
  const tenantId = site.tenant.id;
  // A route the tenant does not have (its flag off, another template's) is a 404 (issue 12). The
  // reserve journeys `/cars/{slug}/checkout|buy-online` have pages of their own (cars/[slug]/),
  // which send a link to the other journey to the tenant's own.
  const routeFacts = { features: site.config.features, template: site.tenant.template };
  if (!routeEnabled(`/${segments.join('/')}`, routeFacts)) return { notFound: true, revalidate: 60 };

  const pageKey = segments.join('/').toLowerCase();
  // Offer and promo windows are judged now; the page is kept until the next one opens or closes.
  const now = new Date();
  const locale = site.config.settings.locale;
  const blogCategory = route.kind === 'blog' ? route.params?.category : undefined;
  const blogArticle = route.kind === 'blog' ? route.params?.article : undefined;
  const [page, home, offerList, faqs, locations, leadOptions, range, blog] = await Promise.all([
    route.kind === 'home' ? loadPage(tenantId, 'home') : route.pageSlug ? loadPage(tenantId, route.pageSlug) : null,
    route.kind === 'home'
      ? Promise.all([
          loadPromoBannersWithEdge(tenantId, 'home-banner', now),
          loadOffers(tenantId, site.config.settings.locale, 12, now),
          loadRangeBySlug(slug),
          loadReviewSummary(tenantId),
          loadStockRow(slug, site.config, { limit: 8 }),
        ]).then(([banners, homeOffers, homeRange, reviewSummary, featuredStock]) => ({
          featuredStock,
          banners: banners.banners,
          offers: homeOffers.offers,
          range: summariseRange(homeRange ?? []),
          reviews: reviewsShown(reviewSummary, {
            minimumRating: site.config.settings.reviewsMinimumRating,
            hidden: site.config.settings.hideReviews,
          })
            ? reviewSummary
            : null,
          nextEdge: nextWindowEdge([banners.nextEdge, homeOffers.nextEdge], now),
        }))
      : null,
    route.kind === 'offers' ? loadOffers(tenantId, site.config.settings.locale, 24, now, { details: true }) : null,
    route.kind === 'faqs' ? loadFaqs(tenantId) : null,
    route.kind === 'contact' || route.kind === 'location' || route.pageSlug === 'dealerships'
      ? loadLocations(tenantId, { today: dealerToday(site.config.settings.locale, now), locale: site.config.settings.locale })
      : null,
    PAGE_LEAD_FORMS[pageKey] || route.kind === 'offers' || route.kind === 'location' ? leadFormOptions(slug) : null,
    route.kind === 'models'
      ? loadRangeBySlug(slug).then((groups) => (route.params?.body ? (groups ?? []).filter((g) => g.key === route.params?.body) : groups))
      : null,
    blogCategory
      ? blogArticle
        ? loadBlogArticle(tenantId, blogCategory, blogArticle, locale, now)
        : loadBlogListing(tenantId, blogCategory, locale, now)
      : null,
  ]);
  // A blog category without a published article, or an article that is not (yet) there: a 404.
  if (route.kind === 'blog' && !blog) return { notFound: true, revalidate: 60 };
  const offers = offerList?.offers ?? null;
  const nextEdge = home?.nextEdge ?? offerList?.nextEdge ?? blog?.nextEdge ?? null;
  const block = page?.locationsBlock && route.kind !== 'home' ? page.locationsBlock : null;
  const blockLocations = block
    ? locationsForBlock(locations ?? (await loadLocations(tenantId, { today: dealerToday(locale, now), locale })), block)
    : null;
  const stockRowCars = page?.stockRow && route.kind !== 'home' ? await loadStockRow(slug, site.config, { body: page.stockRow.body }) : null;
  const location = route.kind === 'location' ? (locations ?? []).find((l) => l.slug === route.params?.location) : undefined;
  // A location that does not exist (or is hidden) has no page.
  if (route.kind === 'location' && !location) return { notFound: true, revalidate: 60 };
  // A route whose content is its CMS page alone (`/warranty`, `/pages/{slug}` …) needs the page.
  // (A blog category's page is its optional intro: its articles decide, above.)
  if (route.needsPage && !page && route.kind !== 'blog') return { notFound: true, revalidate: 60 };
  return {
    props: {
      [ISLAND_PAGE_PROP]: route.kind === 'location' || route.kind === 'home' || route.kind === 'offers',
      site,
      route,
      page,
      home: home
        ? { banners: home.banners, offers: home.offers, range: home.range, reviews: home.reviews, featuredStock: home.featuredStock }
        : null,
      locationsBlock:
        block && blockLocations?.length
          ? {
              heading: block.heading,
              layout: block.layout,
              locations:
                block.layout === 'card'
                  ? blockLocations.map((l) => locationViewOf(l, site.config.features.phoneNumbers))
                  : locationViewsOf(blockLocations, site.config.features.phoneNumbers),
            }
          : null,
      stockRow:
        page?.stockRow && stockRowCars
          ? {
              heading: page.stockRow.heading,
              seeAllHref: `/search/new-used-and-demo-cars${
                page.stockRow.body
                  ? `?${bodySearchValues(page.stockRow.body)
                      .map((value, i) => `refinementList[body][${i}]=${encodeURIComponent(value)}`)
                      .join('&')}`
                  : ''
              }`,
              cars: stockRowCars,
            }
          : null,
      offers,
      faqs,
      // A location's own card, or one card per street (spec §5); the address parts and raw hours
      // were for the schema.org data: the cards show the address line and the grouped hours.
      locations: location
        ? [locationViewOf(location, site.config.features.phoneNumbers)]
        : locations
          ? locationViewsOf(locations, site.config.features.phoneNumbers)
          : null,
      range: range ?? null,
      leadForm: leadOptions && PAGE_LEAD_FORMS[pageKey] ? { pageKey, options: leadOptions } : null,
      offerLeadOptions: route.kind === 'offers' ? leadOptions : null,
      // The form's location select lists visible locations only; a location missing there gets no form.
      locationLeadForm:
        location && leadOptions?.locations.some((l) => l.slug === location.slug) ? { location: location.slug, options: leadOptions } : null,
      locationJsonLd: location
        ? jsonLdScript(
            autoDealerJsonLd({
              name: location.name,
              url: site.canonicalOrigin ? `${site.canonicalOrigin}/locations/${location.slug}` : null,
              telephone: site.config.features.phoneNumbers ? location.phone : null,
              street: location.street,
              city: location.city,
              state: location.state,
              postcode: location.postcode,
              country: countryOfLocale(site.config.settings.locale),
              hours: location.hours,
            }),
          )
        : null,
      canonical: site.canonicalOrigin ? `${site.canonicalOrigin}${canonicalPathOf(segments) ?? ''}` : null,
      calculator:
        pageKey === 'finance-calculator' || pageKey === 'personalised/finance'
          ? { ratePercent: site.config.settings.calculatorRatePercent }
          : null,
      blog: !blog
        ? null
        : 'article' in blog
          ? { article: blog.article, categories: blog.categories }
          : { listing: { category: blog.category, categories: blog.categories, articles: blog.articles } },
    },
    revalidate: secondsUntilEdge(nextEdge, now, REVALIDATE_SECONDS),
  };
};

function SitePage({
  site,
  route,
  page,
  home,
  offers,
  faqs,
  locations,
  range,
  leadForm,
  offerLeadOptions,
  locationLeadForm,
  locationJsonLd,
  calculator,
  canonical,
  blog,
  stockRow,
  locationsBlock,
}: Props) {
  const router = useRouter();
  if (router.isFallback) return null;
  if (route.kind === 'home' && home) {
    return (
      <SiteLayout
        site={site}
        title=""
        description={page?.metaDescription ?? undefined}
        canonical={canonical}
        share={{ title: page?.seoTitle, image: page?.shareImageUrl }}
      >
        <HomePage site={site} page={page} {...home} />
      </SiteLayout>
    );
  }
  if (route.kind === 'success') {
    return (
      <SiteLayout site={site} title={route.title}>
        <SuccessPage dealerName={site.tenant.name} />
      </SiteLayout>
    );
  }
  if (blog && 'article' in blog) {
    return (
      <SiteLayout
        site={site}
        title={blog.article.title}
        description={blog.article.metaDescription ?? blog.article.excerpt}
        canonical={canonical}
        share={{ title: blog.article.seoTitle, image: blog.article.shareImageUrl, type: 'article' }}
      >
        <BlogArticlePage article={blog.article} categories={blog.categories} />
      </SiteLayout>
    );
  }
  const title = page?.title ?? route.title;
  return (
    <SiteLayout
      site={site}
      title={title}
      description={page?.metaDescription ?? undefined}
      canonical={canonical}
      share={{ title: page?.seoTitle, image: page?.shareImageUrl }}
    >
      {locationJsonLd && (
        <Head>
          {/* schema.org AutoDealer: the location's address, phone and opening hours for search engines. */}
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: locationJsonLd }} />
        </Head>
      )}
      <PageTitle>{title}</PageTitle>
      {page?.content && <RichText data={page.content} />}
      {locationsBlock && (
        <LocationsBlockSection>
          {locationsBlock.heading && <h2 id="locations-block-heading">{locationsBlock.heading}</h2>}
          <LocationList
            locations={locationsBlock.locations}
            layout={locationsBlock.layout}
            label={locationsBlock.heading ?? 'Our locations'}
          />
        </LocationsBlockSection>
      )}
      {stockRow && <StockRow heading={stockRow.heading} cars={stockRow.cars} seeAllHref={stockRow.seeAllHref} seeAllLabel="See them all" />}
      {offers && (
        <OfferGrid offers={offers} format={site.format} leadOptions={offerLeadOptions} tenantSlug={site.tenant.slug} titleLevel={2} />
      )}
      {faqs && <FaqList faqs={faqs} />}
      {locations && locations.length > 0 && <LocationList locations={locations} layout={route.kind === 'location' ? 'page' : 'grid'} />}
      {route.kind === 'models' && <ModelRange groups={range ?? []} />}
      {blog && 'listing' in blog && (
        <BlogListing category={blog.listing.category.key} categories={blog.listing.categories} articles={blog.listing.articles} />
      )}
      {calculator && (
        <FinanceCalculator
          locale={site.config.settings.locale}
          format={site.format}
          ratePercent={calculator.ratePercent}
          financePath={site.config.settings.financePath}
          formOnPage={Boolean(leadForm)}
        />
      )}
      {leadForm && <LeadFormSection pageKey={leadForm.pageKey} options={leadForm.options} tenantSlug={site.tenant.slug} />}
      {locationLeadForm && (
        <LeadFormSection
          pageKey="contact"
          options={locationLeadForm.options}
          tenantSlug={site.tenant.slug}
          fixedLocation={locationLeadForm.location}
        />
      )}
      {!page?.content &&
        !offers &&
        !faqs &&
        !locations?.length &&
        !leadForm &&
        !locationLeadForm &&
        !calculator &&
        !blog &&
        !locationsBlock &&
        route.kind !== 'models' && (
          <PageText>
            {route.kind === 'car' || route.kind === 'search'
              ? 'Our stock is being updated. Please call us or send an enquiry and our team will help you find the right vehicle.'
              : `Talk to the ${site.tenant.name} team to find out more.`}
          </PageText>
        )}
    </SiteLayout>
  );
}

export default staticPage(SitePage);
