import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Phone from '@mui/icons-material/Phone';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TrendingDown from '@mui/icons-material/TrendingDown';
import { phoneRevealView, type CarButton } from '@dealer/domain';
import type { CarDetail } from './carDetailModel';
import { downloadWindowSticker } from './downloadWindowSticker';
import { sendPhoneReveal } from './phoneRevealClient';

/** The price, large, with its type beside it (AU: drive-away at least as prominent as any component price). */
export function PriceBox({ car }: { car: CarDetail }) {
  const { price, marketBadge } = car;
  return (
    <Box data-testid="car-price">
      {price.wasText && (
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          Was <s>{price.wasText}</s>
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }} data-testid="price-text">
          {price.text}
        </Typography>
        {price.label && (
          <Typography component="p" sx={{ fontSize: '1.1rem', fontWeight: 700 }} data-testid="price-label">
            {price.label}
          </Typography>
        )}
      </Box>
      {price.secondary && (
        <Typography variant="body2" color="text.secondary" data-testid="price-secondary">
          {price.secondary}
        </Typography>
      )}
      {marketBadge.shown && (
        <Chip
          icon={<TrendingDown />}
          label={marketBadge.label}
          color="success"
          sx={{ mt: 1, fontWeight: 700 }}
          data-testid="market-price-badge"
        />
      )}
    </Box>
  );
}

function buttonHref(button: CarButton, car: CarDetail): string {
  switch (button.action.kind) {
    case 'link':
      return button.action.href;
    case 'enquire':
      return '#enquire';
    case 'test-drive':
      return `/book-test-drive?car_id=${encodeURIComponent(car.id)}`;
  }
}

/** The dealership group's detail buttons, already filtered by flags and the car's state (domain carButtons). */
export function SidebarButtons({ car }: { car: CarDetail }) {
  if (car.buttons.length === 0) return null;
  return (
    <Box component="nav" aria-label="Next steps" sx={{ display: 'grid', gap: 1 }} data-testid="car-buttons">
      {car.buttons.map((button, i) => {
        const external = button.id === 'history-report';
        return (
          <Button
            key={button.id}
            href={buttonHref(button, car)}
            variant={i === 0 ? 'contained' : 'outlined'}
            size="large"
            fullWidth
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {button.label}
            {button.amountText ? ` ${button.amountText}` : ''}
          </Button>
        );
      })}
    </Box>
  );
}

/** Spec §4: the phone starts masked after its first 5 characters; revealing it sends the tracking call. */
export function PhoneRevealCard({ car }: { car: CarDetail }) {
  const [revealed, setRevealed] = useState(false);
  const view = phoneRevealView(car.phone, revealed);
  if (!view) return null;
  const reveal = () => {
    setRevealed(true);
    // Spec §7/§8: errors of the tracking call are logged only.
    sendPhoneReveal(car.tracking).catch((error: unknown) => console.error('Phone reveal tracking failed', error));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="phone-reveal">
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Call the dealer
      </Typography>
      {view.href ? (
        <Button href={view.href} variant="contained" color="secondary" startIcon={<Phone />} fullWidth data-testid="phone-number">
          {view.display}
        </Button>
      ) : (
        <Button onClick={reveal} variant="outlined" startIcon={<Phone />} fullWidth data-testid="phone-number">
          {view.display} · Show number
        </Button>
      )}
    </Paper>
  );
}

/** Spec §7: the window sticker, saved as {slug}.pdf; a failure shows the message in an alert (spec §8). */
export function PdfDownloadButton({ car }: { car: CarDetail }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWindowSticker(car.slug);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={download} disabled={busy} variant="text" startIcon={<PictureAsPdf />} fullWidth>
      {busy ? 'Preparing PDF…' : 'Download Window Sticker (PDF)'}
    </Button>
  );
}

/** The 'Interested in this vehicle?' benefits list (spec §2). */
export function InterestedList({ car }: { car: CarDetail }) {
  const benefits = [
    ...(car.reserveEnabled
      ? [`Reserve it online with a refundable ${car.reserveDepositText} deposit`, 'We hold it for you for 48 hours']
      : []),
    '48-hour money-back guarantee',
    'Trade-ins welcome: get your valuation online',
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Interested in this vehicle?
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {benefits.map((benefit) => (
          <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircle fontSize="small" color="success" aria-hidden sx={{ mt: '2px' }} />
            {benefit}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
