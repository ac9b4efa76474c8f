/**
 * The search results screen (spec §2): heading and count, dropdowns and sort, the filter panel
 * (a drawer with "Show Me N cars" on small screens), facet tiles, results with promo cards at
 * positions 8 and 17, pages, recent searches and the price-range widget.
 */
import { Suspense, useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
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
import { FilterPanel } from './FilterPanel';
import { PriceRangeWidget } from './PriceRangeWidget';
import { PromoCard } from './PromoCard';
import { QuickFilters } from './QuickFilters';
import { SearchHistoryList, useSearchHistory } from './SearchHistory';
import type { SearchPageProps } from './loadSearchPage';
import { useFavourites } from './useFavourites';
import { useSearchState } from './useSearchState';

export function SearchPage(props: SearchPageProps) {
  const { site, basePath, pathRefinements, initialKey, initialResult, rangeStats, promos, makeLogos, dealerships, tagOptions } = props;
  const search = useSearchState(props.initialUrl, basePath, pathRefinements, initialKey, initialResult);
  const { state } = search.location;
  const { result } = search;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar is rendered after hydration and only on wide screens: phones never build a filter
  // panel they cannot see, and its column is reserved, so nothing shifts when it appears.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const { favourites, compare, toggleFavouriteCar, toggleCompareCar } = useFavourites(site.tenant.slug);
  const locale = site.config.settings.locale;
  const refinements = state.refinements ?? {};
  const history = useSearchHistory(site.tenant.slug, { path: search.hrefFor(state), filters: refinements });

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
      {props.notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {props.notice}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        <QuickFilters state={state} facets={result.facets} refine={search.refine} />
      </Box>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
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
              <SearchHistoryList history={history} currentPath={search.hrefFor(state)} />
              <Box sx={{ mt: 2 }}>
                <PriceRangeWidget locale={locale} />
              </Box>
            </>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {/* Reserved height: the bar appearing never moves the results. */}
          <Box sx={{ height: 4, mb: 1 }}>{search.loading && <LinearProgress aria-label="Loading results" />}</Box>
          {search.error && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={search.retry}>
                  Retry
                </Button>
              }
            >
              We could not update the results. The cars below are from your previous search.
            </Alert>
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
            <Alert severity="info">No cars match this search. Try removing a filter.</Alert>
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
                  <Suspense fallback={null}>
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
                  </Suspense>
                </li>
              ))}
            </Box>
          )}
          {result.pages > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              page={page}
              count={result.pages}
              getItemAriaLabel={(type, p) =>
                type === 'page' ? `Page ${p}` : `${type === 'next' ? 'Next' : type === 'previous' ? 'Previous' : type} page`
              }
              renderItem={(item) => {
                const href = search.hrefFor({ ...state, page: item.page ?? 1 });
                return (
                  <PaginationItem
                    {...item}
                    component="a"
                    href={href}
                    onClick={(event: MouseEvent) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      search.navigate({ ...state, page: item.page ?? 1 });
                      window.scrollTo({ top: 0 });
                    }}
                  />
                );
              }}
            />
          )}
          {!wide && (
            <Box sx={{ display: { lg: 'none' }, mt: 3 }}>
              <SearchHistoryList history={history} currentPath={search.hrefFor(state)} />
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
