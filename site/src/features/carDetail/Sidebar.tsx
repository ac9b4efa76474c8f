import { useState } from 'react';
import { styled } from '@/features/theme/styled';
import { phoneRevealView } from '@dealer/domain';
import { Icon } from '@/features/ui/icons';
import type { CarDetail } from './carDetailModel';
import { downloadWindowSticker } from './downloadWindowSticker';
import { sendPhoneReveal } from './phoneRevealClient';
import { body2 } from './styles';

/* Cards (`card`), their headings (`card-heading`) and buttons (`btn`) take the page root's styles (CarDetailPage). */

const PriceRoot = styled('div')(({ theme }) => ({
  p: { margin: 0 },
  '.was': { color: theme.palette.text.secondary },
  '.line': { display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' },
  '.amount': { fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 },
  '.type': { fontSize: '1.1rem', fontWeight: 700 },
  '.secondary': { ...body2(theme), color: theme.palette.text.secondary },
  // MUI's filled success Chip.
  '.badge': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 32,
    maxWidth: '100%',
    marginTop: 8,
    borderRadius: 16,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 700,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    background: theme.palette.success.main,
    color: theme.palette.success.contrastText,
    svg: { marginLeft: 5, marginRight: -6 },
    span: { padding: '0 12px', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
}));

/** The price, large, with its type beside it (AU: drive-away at least as prominent as any component price). */
export function PriceBox({ car }: { car: Pick<CarDetail, 'price' | 'marketBadge'> }) {
  const { price, marketBadge } = car;
  return (
    <PriceRoot data-testid="car-price">
      {price.wasText && (
        <p className="was">
          Was <s>{price.wasText}</s>
        </p>
      )}
      <div className="line">
        <p className="amount" data-testid="price-text">
          {price.text}
        </p>
        {price.label && (
          <p className="type" data-testid="price-label">
            {price.label}
          </p>
        )}
      </div>
      {price.secondary && (
        <p className="secondary" data-testid="price-secondary">
          {price.secondary}
        </p>
      )}
      {marketBadge.shown && (
        <div className="badge" data-testid="market-price-badge">
          <Icon name="trendingDown" />
          <span>{marketBadge.label}</span>
        </div>
      )}
    </PriceRoot>
  );
}

const ButtonList = styled('nav')({ display: 'grid', gap: 8 });

/** The dealership group's detail buttons, already filtered by flags and the car's state (domain carButtons). */
export function SidebarButtons({ car }: { car: CarDetail }) {
  if (car.buttons.length === 0) return null;
  return (
    <ButtonList aria-label="Next steps" data-testid="car-buttons">
      {car.buttons.map((button, i) => {
        const external = button.id === 'history-report';
        return (
          <a
            key={button.id}
            href={button.href}
            className={`btn large full ${i === 0 ? 'contained' : 'outlined'}`}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {button.label}
            {button.amountText ? ` ${button.amountText}` : ''}
          </a>
        );
      })}
      {!car.sold && (
        <a href="#request-photos" className="btn large full outlined">
          Request Photos
        </a>
      )}
    </ButtonList>
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
  const icon = (
    <span className="start">
      <Icon name="phone" size={20} />
    </span>
  );
  return (
    <div className="card" data-testid="phone-reveal">
      <h2 className="card-heading">Call the dealer</h2>
      {view.href ? (
        <a href={view.href} className="btn contained secondary full" data-testid="phone-number">
          {icon}
          {view.display}
        </a>
      ) : (
        <button type="button" onClick={reveal} className="btn outlined full" data-testid="phone-number">
          {icon}
          {view.display} · Show number
        </button>
      )}
    </div>
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
    <button type="button" onClick={download} disabled={busy} className="btn full">
      <span className="start">
        <Icon name="pdf" size={20} />
      </span>
      {busy ? 'Preparing PDF…' : 'Download Window Sticker (PDF)'}
    </button>
  );
}

const Benefits = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 8,
  li: { display: 'flex', gap: 8, alignItems: 'flex-start' },
  svg: { marginTop: 2, color: theme.palette.success.main },
}));

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
    <div className="card">
      <h2 className="card-heading">Interested in this vehicle?</h2>
      <Benefits>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="checkCircle" size={20} />
            {benefit}
          </li>
        ))}
      </Benefits>
    </div>
  );
}
