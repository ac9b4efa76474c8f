/**
 * The search results screen (spec §2): heading and count, dropdowns and sort, the filter panel
 * (a drawer with "Show Me N cars" on small screens), facet tiles, results with promo cards at
 * positions 8 and 17, pages, recent searches and the price-range widget.
 */
import { Suspense, useMemo, useState } from 'react';
import { clientOnly } from '@/features/ui/clientOnly';
import { styled } from '@/features/theme/styled';
import { displayedResultCount, formatWholeNumber, interleavePromos, showMeCarsLabel, toggleRefinement } from '@dealer/domain';
import type { CardHit } from '@/features/carCard/cardHit';
import { unpackSearchPageResult } from './searchPageResult';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { CarCard, CarCardStyles } from '@/features/carCard/CarCard';
import type { PromoBanner } from '@/features/content/loadContent';
import { FacetTiles } from './FacetTiles';
import { PromoCard } from './PromoCard';
import { QuickFilters } from './QuickFilters';
import { Notice, Pager, ProgressBar } from './lightControls';
import type { SearchPageProps } from './loadSearchPage';
import { controlListKey, useCardControls } from './useCardControls';
import { savedSearchesKey, searchHistoryKey } from '@/features/shoppers/deviceStore';
import { useSearchState } from './useSearchState';
import { SEARCH_URL_CHANGE, useMinWidth } from './searchUrlStore';
import { BREAKPOINTS } from '@/features/theme/breakpoints';
import { WhenNearViewport } from '@/features/ui/WhenNearViewport';
import { up } from '@/features/ui/styles';
import { Island, ISLAND_PAGE_PROP } from '@/islands/islandPage';
import type { SiteContext } from '@/features/tenant/loadSite';
import type { FacetCount } from '@dealer/stock-search';

// Only built in the browser (the sidebar after hydration on wide screens, the drawer when opened,
// the widget below the results): their sliders and checkboxes stay out of the first-load JavaScript.
const FilterPanel = clientOnly(() => import('./FilterPanel').then((m) => m.FilterPanel));
const RecentSearches = clientOnly(() => import('./SearchHistory').then((m) => m.RecentSearches));
const PriceRangeWidget = clientOnly(() => import('./PriceRangeWidget').then((m) => m.PriceRangeWidget));
const FilterDrawer = clientOnly(() => import('./FilterDrawer').then((m) => m.FilterDrawer));
const CompareTray = clientOnly(() => import('./cardControls').then((m) => m.CompareTray));

/** Results sent in place with the first screen: the first (a phone shows only its top); the rest streams right after. */
const FIRST_SCREEN_RESULTS = 1;

const [md, lg, xl] = [up('md'), up('lg'), up('xl')];

/** The page's layout as one styled root over plain elements (it hydrates on phones too). */
const Root = styled('div')(({ theme }) => ({
  '.heading': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 16, marginBottom: 16 },
  h1: { ...theme.typography.h1, margin: 0, fontSize: '1.75rem', [md]: { fontSize: '2.25rem' } },
  '.count': { margin: 0, color: theme.palette.text.secondary },
  '.quick': { marginBottom: 16 },
  // Outlined buttons: Filters (below 992 px), Save search, and Retry in the error notice.
  '.filters-button, .save-search, .retry': {
    display: 'inline-flex',
    marginBottom: 16,
    padding: '5px 15px',
    border: `1px solid ${theme.palette.primary.main}`,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: theme.palette.primary.main,
    font: 'inherit',
    fontWeight: 600,
    fontSize: '0.875rem',
    lineHeight: 1.75,
    cursor: 'pointer',
    '&:hover': { background: theme.palette.action.hover },
  },
  '.filters-button': { [lg]: { display: 'none' } },
  '.save-search': { margin: '0 0 0 auto' },
  '.retry': { margin: 0, color: 'inherit', borderColor: 'currentColor' },
  '.columns': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: 24,
    alignItems: 'start',
    [lg]: { gridTemplateColumns: '300px minmax(0, 1fr)' },
  },
  // The sidebar's column is reserved, so nothing shifts when the panel appears after hydration.
  '.sidebar': { display: 'none', [lg]: { display: 'block', minHeight: '100vh' } },
  '.gap-top': { marginTop: 16 },
  '.progress': { height: 4, marginBottom: 8 },
  'ol.results': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 16,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [xl]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Cards below the first rows are laid out and painted when they near the screen: a phone's
    // first layout of 20 cards' text was a long task of its own (issue 11's profile).
    '> li:nth-of-type(n+4)': { contentVisibility: 'auto', containIntrinsicSize: 'auto 560px' },
  },
  // Keeps the footer below the first screen until the rest of the results is shown.
  '.rest-pending': { minHeight: '100vh' },
  // Each result is streamed as hidden HTML and moved into place by React's inline script, on an
  // animation frame that can come after the first paint: until then the list has no item, and
  // what follows it (the pages, the price widget) is kept below the first screen, so the results'
  // arrival moves nothing the shopper sees (Lighthouse measured CLS 0.131 on 2 of 6 runs without).
  'ol.results:not(:has(> li))': { minHeight: '100vh' },
  '.below': { marginTop: 24, [lg]: { display: 'none' } },
}));

/** What of the tenant's site the results use: the header, footer and branding are the layout's. */
export type SearchSite = Pick<SiteContext, 'config' | 'format'> & { tenant: Pick<SiteContext['tenant'], 'slug'> };

/** The results screen's props: the page's, with only the part of the site it uses (its island's props). */
export type SearchResultsProps = Omit<SearchPageProps, 'site'> & { site: SearchSite };

/** The count line under the heading ("1,234 cars found"). */
function countTextOf(
  result: { found: number; facets: Record<string, FacetCount[]> },
  locale: SearchSite['config']['settings']['locale'],
): string {
  const count = displayedResultCount(result.found, { facetCounts: result.facets.car_type });
  return `${formatWholeNumber(count, locale)} ${count === 1 ? 'car' : 'cars'} found`;
}

/**
 * The page: the layout around the results screen, which is one island (src/islands): on a phone
 * nothing of it runs until the shopper first reaches for it, and then it all does, since filters,
 * results, pages and the URL are one application. It starts at once where it differs from the
 * server's HTML for this shopper: a wide screen (the filter sidebar is built in the browser), or a
 * device that keeps the shopper's lists (saved or compared cars, saved and recent searches).
 */
export function SearchPage(props: SearchPageProps) {
  // The page prop that made this an island page is no part of the island's props.
  const { [ISLAND_PAGE_PROP]: _islandPage, ...pageProps } = props as SearchPageProps & { [ISLAND_PAGE_PROP]?: true };
  const { site } = pageProps;
  const tenant = site.tenant.slug;
  // The packed result carries the count and facets as they are: no need to unpack its hits here.
  const countText = countTextOf(props.initialResult, site.config.settings.locale);
  const islandProps: SearchResultsProps = {
    ...pageProps,
    site: { tenant: { slug: tenant }, config: site.config, format: site.format },
  };
  return (
    <SiteLayout site={site} title={props.title} description={`${countText}: ${props.title} at ${site.tenant.name}.`}>
      <Island
        name="searchResults"
        props={islandProps}
        start={{
          media: `(min-width: ${BREAKPOINTS.lg}px)`,
          // The header's search box changed the address: the results follow it.
          events: [SEARCH_URL_CHANGE, 'popstate'],
          storageKey: [controlListKey(tenant, site.config.features.favourites), savedSearchesKey(tenant), searchHistoryKey(tenant)],
        }}
      >
        <SearchResults {...islandProps} />
      </Island>
    </SiteLayout>
  );
}

export function SearchResults(props: SearchResultsProps) {
  const { site, basePath, pathRefinements, initialKey, rangeStats, promos, makeLogos, dealerships, defaultCardButtons, tagOptions } = props;
  // The props' rows as cards read them; a new object only when the props bring a new page.
  const initialResult = useMemo(() => unpackSearchPageResult(props.initialResult), [props.initialResult]);
  const search = useSearchState(props.initialUrl, basePath, pathRefinements, initialKey, initialResult);
  const { state } = search.location;
  const { result } = search;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar is rendered after hydration and only on wide screens: phones never build a filter
  // panel they cannot see, and its column is reserved, so nothing shifts when it appears.
  const wide = useMinWidth(BREAKPOINTS.lg);
  const controls = useCardControls(site.tenant.slug, site.config.features.favourites);
  const locale = site.config.settings.locale;
  const refinements = state.refinements ?? {};
  const recent = <RecentSearches tenant={site.tenant.slug} path={search.hrefFor(state)} filters={refinements} />;

  const count = displayedResultCount(result.found, { facetCounts: result.facets.car_type });
  const countText = countTextOf(result, locale);
  const page = Math.min(Math.max(state.page ?? 1, 1), Math.max(result.pages, 1));
  const items = interleavePromos<CardHit, PromoBanner>(result.hits, promos);
  const heading = state.query ? `${props.title}: “${state.query}”` : props.title;
  // The search as an alert's link opens it: from its first page.
  const savePath = search.hrefFor({ ...state, page: undefined });
  const searchSaved = controls.searches.includes(savePath);

  const filterPanel = (
    <FilterPanel
      state={state}
      result={result}
      rangeStats={rangeStats}
      makeLogos={makeLogos}
      splitMakes={site.config.settings.splitPopularMakes}
      locale={locale}
      distanceUnit={site.format.distanceUnit}
      refine={search.refine}
    />
  );

  // Each result in a Suspense boundary of its own: React hydrates a boundary apart from the page,
  // in slices that yield to the browser, so 21 cards are not one long task on a phone. (React 19.2
  // sends these boundaries after the shell's first 12.8 KB as hidden HTML moved into place by
  // inline script, the first result too; sending them in place measured no better: decisions.md.)
  const renderItem = (item: (typeof items)[number], index: number) => (
    <Suspense key={item.kind === 'car' ? item.hit.id : `promo-${item.promo.id}`}>
      <li data-kind={item.kind}>
        {item.kind === 'car' ? (
          <CarCard
            car={item.hit}
            config={dealerships[item.hit.dealership_id]?.config ?? site.config}
            buttonIds={dealerships[item.hit.dealership_id]?.cardButtons ?? defaultCardButtons}
            tagOptions={tagOptions}
            priority={index < 2}
            selected={controls.selected(item.hit)}
            onToggleControl={controls.toggle}
          />
        ) : (
          <PromoCard promo={item.promo} />
        )}
      </li>
    </Suspense>
  );

  return (
    <Root>
      <CarCardStyles />
      <div className="heading">
        <h1>{heading}</h1>
        <p role="status" aria-live="polite" data-testid="result-count" className="count">
          {countText}
        </p>
        <button
          type="button"
          className="save-search"
          aria-disabled={searchSaved || undefined}
          onClick={() => searchSaved || controls.saveSearch({ title: props.title, path: savePath, criteria: search.location.key })}
        >
          {searchSaved ? props.saveSearchLabels.saved : props.saveSearchLabels.save}
        </button>
      </div>
      {props.notice && <Notice severity="info">{props.notice}</Notice>}
      <div className="quick">
        <Suspense>
          <QuickFilters state={state} facets={result.facets} refine={search.refine} />
        </Suspense>
      </div>
      <button type="button" className="filters-button" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
        Filters
      </button>
      <div className="columns">
        <div className="sidebar">
          {wide && (
            <>
              {filterPanel}
              {recent}
              <div className="gap-top">
                <PriceRangeWidget locale={locale} />
              </div>
            </>
          )}
        </div>
        <div>
          {/* Reserved height: the bar appearing never moves the results. */}
          <div className="progress">{search.loading && <ProgressBar label="Loading results" />}</div>
          {search.error && (
            <Notice
              severity="error"
              action={
                <button type="button" className="retry" onClick={search.retry}>
                  Retry
                </button>
              }
            >
              We could not update the results. The cars below are from your previous search.
            </Notice>
          )}
          {!refinements.make?.length && (
            <Suspense>
              <FacetTiles
                title="Browse by make"
                attribute="make"
                facets={result.facets.make ?? []}
                images={makeLogos}
                onSelect={(value) => search.refine({ ...state, refinements: toggleRefinement(refinements, 'make', value) })}
              />
            </Suspense>
          )}
          {!refinements.body?.length && (
            <Suspense>
              <FacetTiles
                title="Browse by body type"
                attribute="body"
                facets={result.facets.body ?? []}
                images={{}}
                onSelect={(value) => search.refine({ ...state, refinements: toggleRefinement(refinements, 'body', value) })}
              />
            </Suspense>
          )}
          {result.hits.length === 0 ? (
            <Notice severity="info">No cars match this search. Try removing a filter.</Notice>
          ) : (
            <ol aria-label="Search results" data-testid="results" className="results">
              {items.slice(0, FIRST_SCREEN_RESULTS).map(renderItem)}
              {/* The rest in a boundary of its own, streamed after the first screen's. */}
              <Suspense fallback={<li className="rest-pending" aria-hidden="true" />}>
                {items.slice(FIRST_SCREEN_RESULTS).map((item, index) => renderItem(item, index + FIRST_SCREEN_RESULTS))}
              </Suspense>
            </ol>
          )}
          {result.pages > 1 && (
            <Pager
              page={page}
              pages={result.pages}
              hrefFor={(p) => search.hrefFor({ ...state, page: p })}
              onNavigate={(p) => {
                search.navigate({ ...state, page: p });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
          {!wide && (
            <div className="below">
              {recent}
              <div className="gap-top">
                <WhenNearViewport minHeight={160}>
                  <PriceRangeWidget locale={locale} />
                </WhenNearViewport>
              </div>
            </div>
          )}
        </div>
      </div>
      {drawerOpen && (
        <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} showLabel={showMeCarsLabel(count, locale)}>
          {filterPanel}
        </FilterDrawer>
      )}
      {!site.config.features.favourites && controls.list.length > 0 && (
        <CompareTray tenant={site.tenant.slug} slugs={controls.list} show={controls.setList} />
      )}
    </Root>
  );
}
