import { groupOpeningHours } from '@dealer/domain';
import { styled } from '@/features/theme/styled';
import { up } from '@/features/ui/styles';
import type { LocationCard } from './loadContent';

// Plain elements under one styled root, in MUI's outlined-card look (a location page's first screen).
const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 24,
  gridTemplateColumns: '1fr',
  [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  article: {
    padding: '16px 16px 24px',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  h2: { ...theme.typography.h3, margin: 0 },
  '.type': { display: 'block', fontSize: '0.75rem', lineHeight: 2.66, textTransform: 'uppercase', color: theme.palette.text.secondary },
  address: { ...theme.typography.body1, fontStyle: 'normal', margin: '8px 0' },
  '.phone': { color: theme.palette.primary.main },
  dl: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, margin: '16px 0 0' },
  'dl > div': { display: 'contents' },
  'dt, dd': { ...theme.typography.body2, margin: 0 },
  dt: { fontWeight: 600 },
}));

export function LocationList({ locations, showPhones }: { locations: LocationCard[]; showPhones: boolean }) {
  return (
    <Root>
      {locations.map((location) => (
        <article key={location.slug}>
          <h2>{location.name}</h2>
          {location.type && <span className="type">{location.type}</span>}
          <address>{location.address}</address>
          {showPhones && location.phone && (
            <a className="phone" href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
              {location.phone}
            </a>
          )}
          <dl>
            {groupOpeningHours(location.hours).map((line) => (
              <div key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </Root>
  );
}
