/**
 * The search results screen (spec §2): heading and count, dropdowns and sort, the filter panel
 * (a drawer with "Show Me N cars" on small screens), facet tiles, results with promo cards at
 * positions 8 and 17, pages, recent searches and the price-range widget.
 */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_BUTTON_SET,
  displayedResultCount,
  formatWholeNumber,
  interleavePromos,
  showMeCarsLabel,
  toggleRefinement,
} from '@dealer/domain';
import type { CarHit } from '@dealer/stock-search';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { CarCard } from '@/features/carCard/CarCard';
import type { PromoBanner } from '@/features/content/loadContent';
import { FacetTiles } from './FacetTiles';
import { PromoCard } from './PromoCard';
import { QuickFilters } from './QuickFilters';
import { Notice, Pager, ProgressBar } from './lightControls';
import type { SearchPageProps } from './loadSearchPage';
import { useFavourites } from './useFavourites';
import { useSearchState } from './useSearchState';
import { useMinWidth } from './searchUrlStore';
import { BREAKPOINTS } from '@/features/theme/tenantTheme';

// Only built in the browser (the sidebar after hydration on wide screens, the drawer when opened,
// the widget below the results): their sliders and checkboxes stay out of the first-load JavaScript.
const FilterPanel = dynamic(() => import('./FilterPanel').then((m) => m.FilterPanel), { ssr: false });
const RecentSearches = dynamic(() => import('./SearchHistory').then((m) => m.RecentSearches), { ssr: false });
const PriceRangeWidget = dynamic(() => import('./PriceRangeWidget').then((m) => m.PriceRangeWidget), { ssr: false });

export function SearchPage(props: SearchPageProps) {
  const { site, basePath, pathRefinements, initialKey, initialResult, rangeStats, promos, makeLogos, dealerships, tagOptions } = props;
  const search = useSearchState(props.initialUrl, basePath, pathRefinements, initialKey, initialResult);
  const { state } = search.location;
  const { result } = search;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar is rendered after hydration and only on wide screens: phones never build a filter
  // panel they cannot see, and its column is reserved, so nothing shifts when it appears.
  const wide = useMinWidth(BREAKPOINTS.lg);
  const { favourites, compare, toggleFavouriteCar, toggleCompareCar } = useFavourites(site.tenant.slug);
  const locale = site.config.settings.locale;
  const refinements = state.refinements ?? {};
  const recent = <RecentSearches tenant={site.tenant.slug} path={search.hrefFor(state)} filters={refinements} />;

  const count = displayedResultCount(result.found, { facetCounts: result.facets.car_type });
  const countText = `${formatWholeNumber(count, locale)} ${count === 1 ? 'car' : 'cars'} found`;
  const page = Math.min(Math.max(state.page ?? 1, 1), Math.max(result.pages, 1));
  const items = interleavePromos<CarHit, PromoBanner>(result.hits, promos);
  const heading = state.query ? `${props.title}: “${state.query}”` : props.title;

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

  return (
    <SiteLayout site={site} title={props.title} description={`${countText}: ${props.title} at ${site.tenant.name}.`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {heading}
        </Typography>
        <Typography role="status" aria-live="polite" data-testid="result-count" color="text.secondary">
          {countText}
        </Typography>
      </Box>
      {props.notice && <Notice severity="info">{props.notice}</Notice>}
      <Box sx={{ mb: 2 }}>
        <QuickFilters state={state} facets={result.facets} refine={search.refine} />
      </Box>
      <Button
        variant="outlined"
        onClick={() => setDrawerOpen(true)}
        sx={{ display: { xs: 'inline-flex', lg: 'none' }, mb: 2 }}
        aria-haspopup="dialog"
      >
        Filters
      </Button>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '300px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Box sx={{ display: { xs: 'none', lg: 'block' }, minHeight: { lg: '100vh' } }}>
          {wide && (
            <>
              {filterPanel}
              {recent}
              <Box sx={{ mt: 2 }}>
                <PriceRangeWidget locale={locale} />
              </Box>
            </>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {/* Reserved height: the bar appearing never moves the results. */}
          <Box sx={{ height: 4, mb: 1 }}>{search.loading && <ProgressBar label="Loading results" />}</Box>
          {search.error && (
            <Notice
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={search.retry}>
                  Retry
                </Button>
              }
            >
              We could not update the results. The cars below are from your previous search.
            </Notice>
          )}
          {!refinements.make?.length && (
            <FacetTiles
              title="Browse by make"
              attribute="make"
              facets={result.facets.make ?? []}
              images={makeLogos}
              onSelect={(value) => search.refine({ ...state, refinements: toggleRefinement(refinements, 'make', value) })}
            />
          )}
          {!refinements.body?.length && (
            <FacetTiles
              title="Browse by body type"
              attribute="body"
              facets={result.facets.body ?? []}
              images={{}}
              onSelect={(value) => search.refine({ ...state, refinements: toggleRefinement(refinements, 'body', value) })}
            />
          )}
          {result.hits.length === 0 ? (
            <Notice severity="info">No cars match this search. Try removing a filter.</Notice>
          ) : (
            <Box
              component="ol"
              aria-label="Search results"
              data-testid="results"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {items.map((item, index) => (
                <li key={item.kind === 'car' ? item.hit.id : `promo-${item.promo.id}`} data-kind={item.kind}>
                  {item.kind === 'car' ? (
                    <CarCard
                      car={item.hit}
                      config={dealerships[item.hit.dealership_id]?.config ?? site.config}
                      buttonIds={dealerships[item.hit.dealership_id]?.cardButtons ?? DEFAULT_BUTTON_SET.cardButtons}
                      tagOptions={tagOptions}
                      priority={index < 2}
                      selected={(site.config.features.favourites ? favourites : compare).includes(item.hit.id)}
                      onToggleControl={(car) => (site.config.features.favourites ? toggleFavouriteCar(car.id) : toggleCompareCar(car.id))}
                    />
                  ) : (
                    <PromoCard promo={item.promo} />
                  )}
                </li>
              ))}
            </Box>
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
            <Box sx={{ display: { lg: 'none' }, mt: 3 }}>
              {recent}
              <Box sx={{ mt: 2 }}>
                <PriceRangeWidget locale={locale} />
              </Box>
            </Box>
          )}
        </Box>
      </Box>
      <Drawer
        anchor="left"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: 'min(360px, 100vw)' } } }}
      >
        <Box role="dialog" aria-label="Filters" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 1 }}>{filterPanel}</Box>
          <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
            {/* The filters already changed the address; this closes the drawer onto the results. */}
            <Button fullWidth variant="contained" onClick={() => setDrawerOpen(false)} data-testid="show-me-cars">
              {showMeCarsLabel(count, locale)}
            </Button>
          </Box>
        </Box>
      </Drawer>
    </SiteLayout>
  );
}
