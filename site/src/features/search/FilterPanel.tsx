/**
 * Filter panel (spec §2): collapsible sections (300 ms) with make cards, checkbox lists with
 * counts and range sliders for price, km and year. Every change goes through `refine`, which
 * drops the page (spec §4).
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FILTER_COLLAPSE_MS, toggleRefinement, type Locale, type RangeRefinement } from '@dealer/domain';
import type { SearchState } from '@dealer/stock-search';
import { MakeFilter } from './MakeFilter';
import { RangeFilter } from './RangeFilter';
import { RefinementList } from './RefinementList';
import type { SearchPageProps } from './loadSearchPage';
import type { SearchPageResult } from './searchPageResult';
import { FILTER_LIST_ATTRIBUTES } from './labels';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

/** Section headings (here, not in labels.ts: the panel loads in its own chunk). */
const ATTRIBUTE_LABELS: Record<string, string> = {
  make: 'Make',
  make_model: 'Model',
  body: 'Body type',
  car_type: 'Condition',
  item_type: 'Vehicle type',
  fuel: 'Fuel type',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  location_name: 'Location',
  categories: 'Categories',
  seats: 'Seats',
  price: 'Price',
  km: 'Odometer',
  year: 'Year',
};

function Section({ title, defaultOpen = true, children }: { title: string; defaultOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Box component="section" sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ m: 0 }}>
        <Button
          fullWidth
          color="inherit"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: `transform ${FILTER_COLLAPSE_MS}ms` }} />}
          sx={{ justifyContent: 'space-between', fontWeight: 700, px: 1 }}
        >
          {title}
        </Button>
      </Typography>
      <Collapse in={open} timeout={FILTER_COLLAPSE_MS} id={id}>
        <Box sx={{ px: 1, pb: 1 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}

/** Checkbox sections after make and model, in this order; one shows only when the stock has values for it. */
/** The range sliders (spec §5), in panel order. */
const RANGE_SECTIONS = [
  { attribute: 'price', label: 'Price' },
  { attribute: 'km', label: 'Odometer' },
  { attribute: 'year', label: 'Year' },
] as const;

export interface FilterPanelProps {
  state: SearchState;
  result: SearchPageResult;
  rangeStats: SearchPageProps['rangeStats'];
  makeLogos: Record<string, string>;
  splitMakes: boolean;
  locale: Locale;
  distanceUnit: 'km' | 'mi';
  refine: (next: SearchState) => void;
}

function FilterPanelContent({ state, result, rangeStats, makeLogos, splitMakes, locale, distanceUnit, refine }: FilterPanelProps) {
  const refinements = state.refinements ?? {};
  const toggle = (attribute: string) => (value: string) =>
    refine({ ...state, refinements: toggleRefinement(refinements, attribute, value) });
  const setRange = (attribute: string) => (range: RangeRefinement | null) => {
    const ranges = { ...(state.ranges ?? {}) };
    if (range) ranges[attribute] = range;
    else delete ranges[attribute];
    refine({ ...state, ranges: Object.keys(ranges).length ? ranges : undefined });
  };
  const facets = result.facets;
  return (
    <Box component="nav" aria-label="Filters" data-testid="filter-panel">
      <Section title="Make">
        <MakeFilter
          makes={facets.make ?? []}
          models={facets.make_model ?? []}
          selectedMakes={refinements.make ?? []}
          selectedModels={refinements.make_model ?? []}
          logos={makeLogos}
          split={splitMakes}
          onToggleMake={toggle('make')}
          onToggleModel={toggle('make_model')}
        />
      </Section>
      {RANGE_SECTIONS.map(({ attribute, label }) => (
        <Section key={attribute} title={attribute === 'km' ? `Odometer (${distanceUnit === 'mi' ? 'miles' : 'km'})` : label}>
          <RangeFilter
            attribute={attribute}
            label={label}
            stats={rangeStats[attribute]}
            refinement={state.ranges?.[attribute]}
            locale={locale}
            onChange={setRange(attribute)}
          />
        </Section>
      ))}
      {FILTER_LIST_ATTRIBUTES.map((attribute) => {
        const values = facets[attribute] ?? [];
        const selected = refinements[attribute] ?? [];
        if (values.length === 0 && selected.length === 0) return null;
        return (
          <Section
            key={attribute}
            title={ATTRIBUTE_LABELS[attribute] ?? attribute}
            defaultOpen={attribute !== 'colour' && attribute !== 'location_name'}
          >
            <RefinementList
              attribute={attribute}
              label={ATTRIBUTE_LABELS[attribute] ?? attribute}
              facets={values}
              selected={selected}
              onToggle={toggle(attribute)}
            />
          </Section>
        );
      })}
    </Box>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const FilterPanel = withMuiTheme(FilterPanelContent);
