/**
 * `/compare?cars=a,b,c` (issue 14): up to four cars side by side, their specifications lined up
 * (packages/domain compare/compareCars.ts) and the rows where they differ marked, in words as well
 * as colour. The address is the list, so the page can be shared; each car can be taken out (a link
 * to the address without it). "Only show differences" hides the rows that are the same.
 */
import { useState } from 'react';
import { COMPARE_TEXTS, compareHref, compareRows } from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import type { ComparePageProps } from './compareProps';

export const COMPARE_TITLE = 'Compare Cars';

const Root = styled('section')(({ theme }) => ({
  ...buttons(theme),
  h1: { ...theme.typography.h1, fontSize: '1.8rem', margin: '0 0 12px' },
  '.note': { margin: '0 0 12px' },
  '.scroller': { overflowX: 'auto', margin: '16px 0' },
  table: { borderCollapse: 'collapse', minWidth: '100%', tableLayout: 'fixed' },
  'th, td': { padding: '10px 12px', borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'left', verticalAlign: 'top' },
  'thead th': { verticalAlign: 'bottom', minWidth: 200 },
  'tbody th': { fontWeight: 600, width: 180, color: theme.palette.text.secondary },
  'tr.differs td, tr.differs th': { background: '#fff6e0' },
  '.differs-tag': {
    display: 'inline-block',
    marginLeft: 6,
    padding: '0 6px',
    borderRadius: 4,
    fontSize: theme.typography.pxToRem(12),
    fontWeight: 600,
    background: theme.palette.warning.light,
    color: theme.palette.getContrastText(theme.palette.warning.light),
  },
  '.car-head img': {
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
    display: 'block',
  },
  '.car-title': { display: 'block', fontWeight: 700, margin: '8px 0 2px' },
  '.car-subtitle': { display: 'block', fontWeight: 400, color: theme.palette.text.secondary },
  '.car-price': { display: 'block', fontSize: '1.2rem', fontWeight: 700, margin: '6px 0' },
  '.sold': { color: theme.palette.error.main, fontWeight: 700 },
  '.car-actions': { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '.only-differences': { display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 600 },
  '.only-differences input': { width: 18, height: 18, accentColor: theme.palette.primary.main },
}));

export function ComparePage({ site, cars, missing }: ComparePageProps) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const rows = compareRows(cars.map((car) => car.specs));
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const slugs = cars.map((car) => car.slug);
  return (
    <SiteLayout site={site} title={COMPARE_TITLE} description={`Compare cars side by side at ${site.tenant.name}.`}>
      <Root>
        <h1>{COMPARE_TITLE}</h1>
        {missing > 0 && <p className="note">{COMPARE_TEXTS.missing}</p>}
        {cars.length === 0 ? (
          <p className="note">
            {COMPARE_TEXTS.empty} <a href="/search">Browse our cars</a>
          </p>
        ) : (
          <>
            {cars.length === 1 && <p className="note">{COMPARE_TEXTS.tooFew}</p>}
            {cars.length > 1 && (
              <label className="only-differences">
                <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
                Only show differences
              </label>
            )}
            <div className="scroller" role="region" aria-label="Cars compared" tabIndex={0}>
              <table>
                <caption className="visually-hidden">
                  {`${cars.length} cars compared; rows marked ${COMPARE_TEXTS.differs} are where they differ`}
                </caption>
                <thead>
                  <tr>
                    <td />
                    {cars.map((car) => (
                      <th key={car.slug} scope="col" className="car-head" data-testid="compare-car">
                        {car.image && <OptimisedImage src={car.image.src} alt="" width={300} height={225} loading="lazy" />}
                        <a className="car-title" href={`/cars/${encodeURIComponent(car.slug)}`}>
                          {car.title}
                        </a>
                        {car.subtitle && <span className="car-subtitle">{car.subtitle}</span>}
                        <span className="car-price">
                          {car.priceText}
                          {car.priceLabel ? ` ${car.priceLabel}` : ''}
                        </span>
                        {car.sold && <span className="sold">Sold</span>}
                        <span className="car-actions">
                          <a
                            className="btn outlined"
                            href={compareHref(slugs.filter((slug) => slug !== car.slug))}
                            aria-label={`Remove ${car.title} from the comparison`}
                          >
                            Remove
                          </a>
                        </span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={row.key} className={row.differs ? 'differs' : undefined} data-differs={row.differs}>
                      <th scope="row">
                        {row.label}
                        {row.differs && <span className="differs-tag">{COMPARE_TEXTS.differs}</span>}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={cars[index]?.slug ?? index}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Root>
    </SiteLayout>
  );
}
