/** Checkbox list with counts for one attribute (a refined value stays listed even at 0 cars). */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { FacetCount } from '@dealer/stock-search';
import { valueLabel } from './labels';

export interface RefinementListProps {
  attribute: string;
  label: string;
  facets: FacetCount[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

export function RefinementList({ attribute, label, facets, selected, onToggle }: RefinementListProps) {
  const values = [...facets];
  for (const value of selected) if (!values.some((f) => f.value === value)) values.push({ value, count: 0 });
  return (
    <FormGroup role="group" aria-label={label} data-testid={`refinement-${attribute}`}>
      {values.map((facet) => (
        <FormControlLabel
          key={facet.value}
          control={<Checkbox size="small" checked={selected.includes(facet.value)} onChange={() => onToggle(facet.value)} />}
          label={`${valueLabel(attribute, facet.value)} (${facet.count})`}
          sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        />
      ))}
    </FormGroup>
  );
}
