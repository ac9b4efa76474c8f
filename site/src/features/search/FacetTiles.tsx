/** Facet tiles for make and body type (spec §2): label, count and a logo or body image; each refines the search. */
import Image from 'next/image';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { FacetCount } from '@dealer/stock-search';

export interface FacetTilesProps {
  title: string;
  attribute: 'make' | 'body';
  facets: FacetCount[];
  images: Record<string, string>;
  limit?: number;
  onSelect: (value: string) => void;
}

export function FacetTiles({ title, attribute, facets, images, limit = 6, onSelect }: FacetTilesProps) {
  if (facets.length < 2) return null;
  return (
    <Box component="section" aria-label={title} data-testid={`facet-tiles-${attribute}`} sx={{ mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}
      >
        {facets.slice(0, limit).map((facet, index) => {
          const image = images[facet.value];
          return (
            // One row of three on small screens: the results stay near the top.
            <Box component="li" key={facet.value} sx={{ display: { xs: index < 3 ? 'block' : 'none', md: 'block' } }}>
              <ButtonBase
                onClick={() => onSelect(facet.value)}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1,
                  bgcolor: 'background.paper',
                  gap: 0.5,
                }}
              >
                <Box sx={{ position: 'relative', width: 40, height: 40 }}>
                  {image ? (
                    <Image src={image} alt="" fill sizes="40px" style={{ objectFit: 'contain' }} unoptimized={image.endsWith('.svg')} />
                  ) : (
                    <DirectionsCarIcon sx={{ width: 40, height: 40, color: 'text.secondary' }} aria-hidden />
                  )}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2, textAlign: 'center' }}>
                  {facet.value}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {facet.count}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
