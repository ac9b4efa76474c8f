import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { financeRateShown, formatLongDate } from '@dealer/domain';
import type { CarDetail } from './carDetailModel';

/**
 * Vehicle finance (spec §5 per-provider rules, §9 maths): renders only what `financeDisplay`
 * decided. In AU a rate is shown only with its comparison rate (financeRateShown).
 */
export function FinanceWidget({ car }: { car: CarDetail }) {
  const { finance } = car;
  if (!finance.shown || !financeRateShown(finance.entry, car.locale)) return null;
  const rest = finance.figures.filter((figure) => figure.field !== finance.headline.field);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="finance-heading" data-testid="finance-widget">
      <Typography id="finance-heading" component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Vehicle Finance
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800 }} data-testid="finance-headline">
          {finance.headline.value}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {finance.headline.label}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
        {rest.map((figure) => (
          <Box key={figure.field} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-figure={figure.field}>
              {figure.value}
            </Box>
          </Box>
        ))}
      </Box>
      {finance.validUntil && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Offer valid until {formatLongDate(finance.validUntil)}
        </Typography>
      )}
      <Typography variant="caption" component="p" color="text.secondary" data-testid="finance-disclaimer">
        {finance.disclaimer}
      </Typography>
    </Paper>
  );
}
