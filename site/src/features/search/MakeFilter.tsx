/**
 * Makes as logo cards (spec §2), each a checkbox; a ticked make offers "Select models". Tenants
 * that split popular makes show the most stocked first with Show all makes / Hide extra makes.
 */
import { useState } from 'react';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { FILTER_COLLAPSE_MS, MODEL_FACET_LIMIT, makeListView, splitMakeModel } from '@dealer/domain';
import type { FacetCount } from '@dealer/stock-search';
import { RefinementList } from './RefinementList';

export interface MakeFilterProps {
  makes: FacetCount[];
  models: FacetCount[];
  selectedMakes: readonly string[];
  selectedModels: readonly string[];
  logos: Record<string, string>;
  split: boolean;
  onToggleMake: (make: string) => void;
  onToggleModel: (makeModel: string) => void;
}

function MakeCard({
  make,
  logo,
  checked,
  onToggle,
}: {
  make: FacetCount;
  logo: string | undefined;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <FormControlLabel
      sx={{
        m: 0,
        width: '100%',
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: checked ? 'action.selected' : 'background.paper',
        pr: 1,
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        '& .MuiFormControlLabel-label': { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, fontSize: 14 },
      }}
      control={<Checkbox size="small" checked={checked} onChange={onToggle} />}
      label={
        <>
          <Box sx={{ width: 32, height: 32, position: 'relative', flexShrink: 0 }}>
            {logo && <OptimisedImage src={logo} alt="" fill sizes="32px" style={{ objectFit: 'contain' }} />}
          </Box>
          <span>
            {make.value} ({make.count})
          </span>
        </>
      }
    />
  );
}

export function MakeFilter({ makes, models, selectedMakes, selectedModels, logos, split, onToggleMake, onToggleModel }: MakeFilterProps) {
  const [expanded, setExpanded] = useState(false);
  const [modelsOpen, setModelsOpen] = useState<Record<string, boolean>>({});
  const view = makeListView(makes, { split, expanded, selected: selectedMakes });
  const shown = [...view.popular, ...view.all];
  const cards = (list: FacetCount[]) =>
    list.map((make) => {
      const checked = selectedMakes.includes(make.value);
      const makeModels = models.filter((m) => splitMakeModel(m.value).make === make.value).slice(0, MODEL_FACET_LIMIT);
      const open = Boolean(modelsOpen[make.value]) || selectedModels.some((m) => splitMakeModel(m).make === make.value);
      return (
        <Box key={make.value}>
          <MakeCard make={make} logo={logos[make.value]} checked={checked} onToggle={() => onToggleMake(make.value)} />
          {checked && makeModels.length > 0 && (
            <Box sx={{ pl: 1 }}>
              <Button
                size="small"
                aria-expanded={open}
                onClick={() => setModelsOpen((o) => ({ ...o, [make.value]: !open }))}
                aria-label={`Select models of ${make.value}`}
              >
                Select models
              </Button>
              <Collapse in={open} timeout={FILTER_COLLAPSE_MS}>
                <RefinementList
                  attribute="make_model"
                  label={`${make.value} models`}
                  facets={makeModels}
                  selected={selectedModels}
                  onToggle={onToggleModel}
                />
              </Collapse>
            </Box>
          )}
        </Box>
      );
    });
  return (
    <Box data-testid="make-filter">
      {split && view.popular.length > 0 && (
        <Typography variant="overline" component="p">
          Popular makes
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 0.75 }}>{cards(split ? view.popular : shown)}</Box>
      {split && view.all.length > 0 && (
        <>
          <Typography variant="overline" component="p" sx={{ mt: 1 }}>
            All makes
          </Typography>
          <Box sx={{ display: 'grid', gap: 0.75 }}>{cards(view.all)}</Box>
        </>
      )}
      {view.toggleLabel && (
        <Button size="small" sx={{ mt: 1 }} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {view.toggleLabel}
        </Button>
      )}
    </Box>
  );
}
