import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { groupOpeningHours } from '@dealer/domain';
import type { LocationCard } from './loadContent';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

function LocationListContent({ locations, showPhones }: { locations: LocationCard[]; showPhones: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {locations.map((location) => (
        <Card key={location.slug} variant="outlined" component="article">
          <CardContent>
            <Typography component="h2" variant="h3">
              {location.name}
            </Typography>
            {location.type && (
              <Typography variant="overline" color="text.secondary">
                {location.type}
              </Typography>
            )}
            <Typography component="address" sx={{ fontStyle: 'normal', my: 1 }}>
              {location.address}
            </Typography>
            {showPhones && location.phone && <Link href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</Link>}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, mt: 2, mb: 0 }}>
              {groupOpeningHours(location.hours).map((line) => (
                <Box key={line.days} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {line.days}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {line.hours}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const LocationList = withMuiTheme(LocationListContent);
