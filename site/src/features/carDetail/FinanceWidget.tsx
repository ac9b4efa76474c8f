import { styled } from '@/features/theme/styled';
import { financeRateShown, formatLongDate } from '@dealer/domain';
import type { CarDetail } from './carDetailModel';
import { body2 } from './styles';

/* The card and its heading take the page root's styles (CarDetailPage). */
const Root = styled('section')(({ theme }) => ({
  '.headline': { display: 'flex', alignItems: 'baseline', gap: 8 },
  '.headline p': { margin: 0, fontWeight: 600 },
  '.headline .amount': { fontSize: '1.75rem', fontWeight: 800 },
  dl: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, rowGap: 4, margin: '8px 0' },
  '> dl > div': { display: 'contents' },
  dt: { color: theme.palette.text.secondary },
  dd: { margin: 0, fontWeight: 600 },
  '.valid': { ...body2(theme), margin: '0 0 8px' },
  '.disclaimer': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
}));

/**
 * Vehicle finance (spec §5 per-provider rules, §9 maths): renders only what `financeDisplay`
 * decided. In AU a rate is shown only with its comparison rate (financeRateShown).
 */
export function FinanceWidget({ car }: { car: CarDetail }) {
  const { finance } = car;
  if (!finance.shown || !financeRateShown(finance.entry, car.locale)) return null;
  const rest = finance.figures.filter((figure) => figure.field !== finance.headline.field);
  return (
    <Root className="card" aria-labelledby="finance-heading" data-testid="finance-widget">
      <h2 id="finance-heading" className="card-heading">
        Vehicle Finance
      </h2>
      <div className="headline">
        <p className="amount" data-testid="finance-headline">
          {finance.headline.value}
        </p>
        <p>{finance.headline.label}</p>
      </div>
      <dl>
        {rest.map((figure) => (
          <div key={figure.field}>
            <dt>{figure.label}</dt>
            <dd data-figure={figure.field}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {finance.validUntil && <p className="valid">Offer valid until {formatLongDate(finance.validUntil)}</p>}
      <p className="disclaimer" data-testid="finance-disclaimer">
        {finance.disclaimer}
      </p>
    </Root>
  );
}
