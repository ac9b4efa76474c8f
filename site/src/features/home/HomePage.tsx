import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RangeSummary, SiteContext } from '@/features/tenant/loadSite';
import type { OfferCard, PageContent, PromoBanner } from '@/features/content/loadContent';
import { OfferGrid } from '@/features/content/OfferGrid';
import { RichText } from '@/features/content/RichText';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

export interface HomeProps {
  page: PageContent | null;
  banners: PromoBanner[];
  offers: OfferCard[];
  /** Body groups of the model range with their model counts (the cards are on /models). */
  range: RangeSummary[];
}

function HomePageContent({ site, page, banners, offers, range }: HomeProps & { site: SiteContext }) {
  return (
    <>
      <Paper
        component="section"
        aria-labelledby="hero-heading"
        elevation={0}
        sx={{
          p: { xs: 3, md: 6 },
          mb: 4,
          color: 'primary.contrastText',
          background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
          minHeight: { xs: 260, md: 320 },
        }}
      >
        <Typography id="hero-heading" component="h1" variant="h1" sx={{ mb: 1 }}>
          {page?.heroHeading ?? site.tenant.name}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mb: 3, opacity: 0.9 }}>
          {page?.heroSubheading ?? site.branding.tagline ?? 'Find your next vehicle'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button variant="contained" color="secondary" size="large" component={NextLink} href="/search/new-used-and-demo-cars">
            Search All Stock
          </Button>
          <Button variant="outlined" color="inherit" size="large" component={NextLink} href="/search/used-cars">
            Used Cars
          </Button>
          {site.config.features.testDrive && (
            <Button variant="outlined" color="inherit" size="large" component={NextLink} href="/book-test-drive">
              Book a Test Drive
            </Button>
          )}
        </Box>
      </Paper>

      {banners.length > 0 && (
        <Box
          component="section"
          aria-label="Promotions"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, mb: 4 }}
        >
          {banners.map((banner) => (
            <Paper key={banner.id} variant="outlined" sx={{ p: 3, borderLeft: 6, borderColor: 'secondary.main' }}>
              <Typography component="h2" variant="h3">
                {banner.title}
              </Typography>
              {banner.text && <Typography sx={{ my: 1 }}>{banner.text}</Typography>}
              {banner.href && (
                <Button component={NextLink} href={banner.href} variant="text">
                  {banner.ctaLabel ?? 'Find out more'}
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}

      {range.length > 0 && (
        <Box component="section" aria-labelledby="range-heading" sx={{ mb: 4 }}>
          <Typography id="range-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
            Browse the Range
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {range.map((group) => (
              <Button key={group.key} variant="outlined" component={NextLink} href={`/models?body=${group.key}`}>
                {group.label} ({group.count})
              </Button>
            ))}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby="offers-heading" sx={{ mb: 4 }}>
        <Typography id="offers-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
          Latest Offers
        </Typography>
        <OfferGrid offers={offers.slice(0, 3)} format={site.format} />
      </Box>

      {page?.content && (
        <Box component="section" aria-label="About">
          <RichText data={page.content} />
        </Box>
      )}
    </>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const HomePage = withMuiTheme(HomePageContent);
