import { styled } from '@/features/theme/styled';
import { Icon, type IconName } from '@/features/ui/icons';
import { body2 } from './styles';
import { up } from '@/features/ui/styles';

const Root = styled('section')(({ theme }) => ({
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  borderRadius: theme.shape.borderRadius,
  padding: 16,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: '1fr',
  [up('md')]: { padding: 24, gridTemplateColumns: 'repeat(3, 1fr)' },
  '.feature': { display: 'flex', gap: 12, alignItems: 'center' },
  h2: { margin: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
  p: { ...body2(theme), margin: 0 },
}));

/** The promo banner with three features (spec §2); its wording follows the dealer copy of spec §9. */
export function PromoBanner({ deposit, reserveEnabled }: { deposit: string; reserveEnabled: boolean }) {
  const features: { icon: IconName; title: string; text: string }[] = [
    { icon: 'verifiedUser', title: '48-Hour Money-Back Guarantee', text: 'Changed your mind? Return it within 2 days.' },
    reserveEnabled
      ? { icon: 'eventAvailable', title: 'Reserve Online', text: `A refundable ${deposit} deposit holds it for 48 hours.` }
      : { icon: 'eventAvailable', title: 'Book a Test Drive', text: 'Pick a time that suits you.' },
    { icon: 'swap', title: 'Trade-Ins Welcome', text: 'Get your valuation online in minutes.' },
  ];
  return (
    <Root aria-label="Why shop with us" data-testid="promo-banner">
      {features.map((feature) => (
        <div key={feature.title} className="feature">
          <Icon name={feature.icon} size={35} />
          <div>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        </div>
      ))}
    </Root>
  );
}
