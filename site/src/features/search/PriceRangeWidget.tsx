/**
 * Price-range widget (spec §2, §9): 5000 to 250000 in steps of 500, handles that cannot meet,
 * and a button that searches the range sorted by price descending.
 */
import { useId, useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  PRICE_RANGE_WIDGET,
  PRICE_RANGE_WIDGET_INITIAL,
  formatMoney,
  movePriceRangeHandle,
  priceRangeSearchQuery,
  type Locale,
  type PriceRangeValue,
} from '@dealer/domain';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

function PriceRangeWidgetContent({ locale, searchPath = '/search' }: { locale: Locale; searchPath?: string }) {
  const [value, setValue] = useState<PriceRangeValue>(PRICE_RANGE_WIDGET_INITIAL);
  const headingId = useId();
  const format = (n: number) => formatMoney(n, locale);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Search by price
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {format(value[0])} – {format(value[1])}
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={[...value]}
          min={PRICE_RANGE_WIDGET.min}
          max={PRICE_RANGE_WIDGET.max}
          step={PRICE_RANGE_WIDGET.step}
          onChange={(_, next, thumb) => {
            if (!Array.isArray(next)) return;
            setValue((current) => movePriceRangeHandle(current, thumb === 0 ? 'min' : 'max', next[thumb]!));
          }}
          getAriaLabel={(i) => (i === 0 ? 'Lowest price' : 'Highest price')}
          getAriaValueText={format}
        />
      </Box>
      <Button fullWidth variant="contained" component={NextLink} href={`${searchPath}?${priceRangeSearchQuery(value)}`}>
        Search by price
      </Button>
    </Box>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const PriceRangeWidget = withMuiTheme(PriceRangeWidgetContent);
