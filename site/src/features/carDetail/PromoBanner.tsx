import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import EventAvailable from '@mui/icons-material/EventAvailable';
import SwapHoriz from '@mui/icons-material/SwapHoriz';

/** The promo banner with three features (spec §2); its wording follows the dealer copy of spec §9. */
export function PromoBanner({ deposit, reserveEnabled }: { deposit: string; reserveEnabled: boolean }) {
  const features = [
    {
      icon: <VerifiedUser fontSize="large" aria-hidden />,
      title: '48-Hour Money-Back Guarantee',
      text: 'Changed your mind? Return it within 2 days.',
    },
    reserveEnabled
      ? {
          icon: <EventAvailable fontSize="large" aria-hidden />,
          title: 'Reserve Online',
          text: `A refundable ${deposit} deposit holds it for 48 hours.`,
        }
      : { icon: <EventAvailable fontSize="large" aria-hidden />, title: 'Book a Test Drive', text: 'Pick a time that suits you.' },
    { icon: <SwapHoriz fontSize="large" aria-hidden />, title: 'Trade-Ins Welcome', text: 'Get your valuation online in minutes.' },
  ];
  return (
    <Box
      component="section"
      aria-label="Why shop with us"
      data-testid="promo-banner"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {features.map((feature) => (
        <Box key={feature.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {feature.icon}
          <Box>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {feature.title}
            </Typography>
            <Typography variant="body2">{feature.text}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
