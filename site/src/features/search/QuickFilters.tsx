/**
 * Dropdowns for make, model, body and car type, and the sort menu (spec §2). Native selects:
 * keyboard and screen-reader behaviour come from the browser.
 */
import { styled } from '@/features/theme/styled';
import { makeDropdownGroups, splitMakeModel, type Refinements } from '@dealer/domain';
import type { FacetCount, SearchState, SortKey } from '@dealer/stock-search';
import { SORT_OPTIONS, valueLabel } from './labels';
import { SelectField } from './lightControls';
import { up } from '@/features/ui/styles';

export interface QuickFiltersProps {
  state: SearchState;
  facets: Record<string, FacetCount[]>;
  refine: (next: SearchState) => void;
}

const ANY = '';

const Dropdown = SelectField;

const Grid = styled('div')({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 12,
  [up('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
});

/** A dropdown picks one value: the attribute then holds exactly it (or nothing for "Any"). */
function setOne(refinements: Refinements, attribute: string, value: string): Refinements {
  const next = { ...refinements };
  if (value) next[attribute] = [value];
  else delete next[attribute];
  if (attribute === 'make') delete next.make_model;
  return next;
}

export function QuickFilters({ state, facets, refine }: QuickFiltersProps) {
  const refinements = state.refinements ?? {};
  const single = (attribute: string) => (refinements[attribute]?.length === 1 ? refinements[attribute]![0]! : ANY);
  const make = single('make');
  const makes = makeDropdownGroups(facets.make ?? []);
  const models = (facets.make_model ?? []).filter((m) => make && splitMakeModel(m.value).make === make);
  const change = (attribute: string) => (value: string) => refine({ ...state, refinements: setOne(refinements, attribute, value) });
  const option = (attribute: string, facet: FacetCount) => (
    <option key={facet.value} value={facet.value}>
      {valueLabel(attribute, facet.value)} ({facet.count})
    </option>
  );
  return (
    <Grid data-testid="quick-filters">
      <Dropdown label="Make" value={make} onChange={change('make')}>
        <option value={ANY}>Any make</option>
        <optgroup label="Popular makes">{makes.popular.map((f) => option('make', f))}</optgroup>
        {makes.others.length > 0 && <optgroup label="All makes">{makes.others.map((f) => option('make', f))}</optgroup>}
      </Dropdown>
      <Dropdown label="Model" value={single('make_model')} onChange={change('make_model')} disabled={!make}>
        <option value={ANY}>{make ? 'Any model' : 'Choose a make first'}</option>
        {models.map((f) => option('make_model', f))}
      </Dropdown>
      <Dropdown label="Body type" value={single('body')} onChange={change('body')}>
        <option value={ANY}>Any body type</option>
        {(facets.body ?? []).map((f) => option('body', f))}
      </Dropdown>
      <Dropdown label="Car type" value={single('car_type')} onChange={change('car_type')}>
        <option value={ANY}>Any car type</option>
        {(facets.car_type ?? []).map((f) => option('car_type', f))}
      </Dropdown>
      <Dropdown label="Sort by" value={state.sort ?? 'relevance'} onChange={(value) => refine({ ...state, sort: value as SortKey })}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Dropdown>
    </Grid>
  );
}
