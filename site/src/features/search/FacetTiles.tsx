/** Facet tiles for make and body type (spec §2): label, count and a logo or body image; each refines the search. */
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { styled } from '@/features/theme/styled';
import type { FacetCount } from '@dealer/stock-search';
import { Icon } from '@/features/ui/icons';
import { up } from '@/features/ui/styles';

export interface FacetTilesProps {
  title: string;
  attribute: 'make' | 'body';
  facets: FacetCount[];
  images: Record<string, string>;
  limit?: number;
  onSelect: (value: string) => void;
}

const Root = styled('section')(({ theme }) => ({
  marginBottom: 16,
  h2: { margin: '0 0 8px', fontSize: '1rem', fontWeight: 700, lineHeight: 1.75 },
  ul: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 8,
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    [up('md')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
  // One row of three on small screens: the results stay near the top.
  'li:nth-of-type(n+4)': { display: 'none', [up('md')]: { display: 'block' } },
  button: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 4,
    padding: 8,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { background: theme.palette.action.hover },
  },
  '.picture': { display: 'block', width: 40, height: 40, color: theme.palette.text.secondary },
  '.label': { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.2, textAlign: 'center' },
  '.count': { fontSize: '0.75rem', color: theme.palette.text.secondary },
}));

export function FacetTiles({ title, attribute, facets, images, limit = 6, onSelect }: FacetTilesProps) {
  if (facets.length < 2) return null;
  return (
    <Root aria-label={title} data-testid={`facet-tiles-${attribute}`}>
      <h2>{title}</h2>
      <ul>
        {facets.slice(0, limit).map((facet) => {
          const image = images[facet.value];
          return (
            <li key={facet.value}>
              <button type="button" onClick={() => onSelect(facet.value)}>
                <span className="picture">
                  {image ? (
                    // A fixed size: the browser picks from a 1x and a 2x file, not a list for every screen width.
                    <OptimisedImage src={image} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
                  ) : (
                    <Icon name="car" size={40} />
                  )}
                </span>
                <span className="label">{facet.value}</span>
                <span className="count">{facet.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Root>
  );
}
