import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SiteContext } from '@/features/tenant/loadSite';

export function Footer({ site }: { site: SiteContext }) {
  const { contact } = site;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 6, py: 5 }}>
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          {site.footer.map((column) => (
            <Grid key={column.title} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={`${column.title}-${link.href}`}>
                    <Link component={NextLink} href={link.href} color="inherit" underline="hover" sx={{ display: 'inline-block', py: 0.5 }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'grey.700',
            mt: 4,
            pt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">© {site.tenant.name}</Typography>
          {contact && (
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {[contact.name, contact.street, contact.city, contact.state, contact.postcode].filter(Boolean).join(', ')}
              {contact.phone && site.config.features.phoneNumbers ? ` · ${contact.phone}` : ''}
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
