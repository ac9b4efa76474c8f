import { styled } from '@/features/theme/styled';
import { up } from '@/features/ui/styles';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import type { StockTeaser } from './loadStockRow';

// Plain markup (no client state): a scroll-snapping row of cards, each one link.
const Root = styled('section')(({ theme }) => ({
  margin: '32px 0',
  '.row-head': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 12 },
  h2: { ...theme.typography.h2, fontSize: '1.5rem', margin: 0 },
  '.see-all': { color: theme.palette.primary.main, fontWeight: 600 },
  'a:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: '0 0 8px',
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(240px, 80%)',
    [up('sm')]: { gridAutoColumns: 'calc((100% - 16px) / 2)' },
    [up('lg')]: { gridAutoColumns: 'calc((100% - 48px) / 4)' },
    gap: 16,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
  },
  li: { scrollSnapAlign: 'start' },
  '.teaser': {
    display: 'block',
    height: '100%',
    color: 'inherit',
    textDecoration: 'none',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
  },
  '.photo': { position: 'relative', aspectRatio: '4 / 3', background: theme.palette.grey[100] },
  '.photo img': { objectFit: 'cover' },
  '.text': { padding: 12 },
  '.title': { ...theme.typography.body1, fontWeight: 700, margin: 0 },
  '.subtitle, .details': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: '2px 0 0' },
  '.price': { margin: '8px 0 0', fontWeight: 700, fontSize: '1.15rem', color: theme.palette.primary.main },
  '.price-type': { ...theme.typography.body2, fontWeight: 400, color: theme.palette.text.secondary },
}));

/** A titled row of stock teasers linking to each car, and to the search they come from. */
export function StockRow({
  heading,
  cars,
  seeAllHref,
  seeAllLabel,
}: {
  heading: string;
  cars: StockTeaser[];
  seeAllHref: string;
  seeAllLabel: string;
}) {
  if (cars.length === 0) return null;
  const headingId = `stock-row-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Root aria-labelledby={headingId} data-testid="stock-row">
      <div className="row-head">
        <h2 id={headingId}>{heading}</h2>
        <a className="see-all" href={seeAllHref}>
          {seeAllLabel}
        </a>
      </div>
      <ul>
        {cars.map((car) => (
          <li key={car.href}>
            <a className="teaser" href={car.href}>
              <div className="photo">
                {car.imageUrl && (
                  <OptimisedImage src={car.imageUrl} alt="" fill sizes="(min-width: 992px) 280px, (min-width: 576px) 50vw, 80vw" deferred />
                )}
              </div>
              <div className="text">
                <p className="title">{car.title}</p>
                {car.subtitle && <p className="subtitle">{car.subtitle}</p>}
                {car.details && <p className="details">{car.details}</p>}
                <p className="price">
                  {car.price} {car.priceType && <span className="price-type">{car.priceType}</span>}
                </p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </Root>
  );
}
