/**
 * Range slider for price, km or year (spec §5): bounds, step, rounding and clamping all come
 * from the domain's slider rules; out-of-range typed input is logged and ignored.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  applySliderInput,
  formatMoney,
  formatWholeNumber,
  sliderBounds,
  sliderValue,
  type Locale,
  type RangeRefinement,
} from '@dealer/domain';

export interface RangeFilterProps {
  attribute: 'price' | 'km' | 'year';
  label: string;
  stats: { min: number; max: number } | undefined;
  refinement: RangeRefinement | undefined;
  locale: Locale;
  onChange: (refinement: RangeRefinement | null) => void;
}

/** A labelled number box (FormControl parts rather than TextField: TextField brings Select code along). */
function NumberBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 0 }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} inputProps={{ inputMode: 'numeric' }} />
    </FormControl>
  );
}

export function RangeFilter({ attribute, label, stats, refinement, locale, onChange }: RangeFilterProps) {
  const bounds = sliderBounds(attribute, stats);
  const committed = sliderValue(bounds, refinement);
  const [value, setValue] = useState<[number, number]>([committed.min, committed.max]);
  const [text, setText] = useState({ min: String(committed.min), max: String(committed.max) });
  // The URL changed (back, forward, another control): follow it.
  useEffect(() => {
    setValue([committed.min, committed.max]);
    setText({ min: String(committed.min), max: String(committed.max) });
  }, [committed.min, committed.max]);

  const format = (n: number) =>
    attribute === 'price' ? formatMoney(n, locale) : attribute === 'year' ? String(n) : formatWholeNumber(n, locale);
  const apply = (min: number, max: number) => {
    const result = applySliderInput(attribute, bounds, { min, max });
    if (!result.ok) {
      // Spec §5 / §7: slider errors are logged only.
      console.warn(`Range slider: ${result.reason}`);
      setValue([committed.min, committed.max]);
      setText({ min: String(committed.min), max: String(committed.max) });
      return;
    }
    setValue([result.value.min, result.value.max]);
    setText({ min: String(result.value.min), max: String(result.value.max) });
    onChange(result.refinement);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(Number(text.min), Number(text.max));
  };
  const name = label.toLowerCase();

  return (
    <Box sx={{ px: 1 }} data-testid={`range-${attribute}`}>
      <Slider
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        disableSwap
        onChange={(_, next) => Array.isArray(next) && setValue([next[0]!, next[1]!])}
        onChangeCommitted={(_, next) => Array.isArray(next) && apply(next[0]!, next[1]!)}
        getAriaLabel={(index) => (index === 0 ? `Minimum ${name}` : `Maximum ${name}`)}
        getAriaValueText={format}
        valueLabelDisplay="auto"
        valueLabelFormat={format}
      />
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center' }} aria-label={`${label} range`}>
        <NumberBox label={`Min ${name}`} value={text.min} onChange={(min) => setText((t) => ({ ...t, min }))} />
        <NumberBox label={`Max ${name}`} value={text.max} onChange={(max) => setText((t) => ({ ...t, max }))} />
        <Button type="submit" size="small" variant="outlined" aria-label={`Apply ${name} range`}>
          Go
        </Button>
      </Box>
    </Box>
  );
}
