/** A promotional card among the results (spec §2: positions 8 and 17), from the CMS's search promo tiles. */
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { styled } from '@/features/theme/styled';
import type { PromoBanner } from '@/features/content/loadContent';
import { RESULT_IMAGE_SIZES } from '@/features/carCard/CarCard';

const Root = styled('aside')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[1],
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '.media': { position: 'relative', aspectRatio: '4 / 3' },
  '.body': { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 },
  h3: { margin: 0, fontSize: '1.25rem', fontWeight: 500, lineHeight: 1.6 },
  p: { margin: 0, fontSize: '0.875rem', lineHeight: 1.43 },
  '.cta': {
    marginTop: 'auto',
    alignSelf: 'flex-start',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    fontWeight: 600,
    fontSize: '0.875rem',
    lineHeight: 1.75,
    textDecoration: 'none',
    boxShadow: theme.shadows[2],
    '&:hover': { background: theme.palette.secondary.dark },
  },
}));

export function PromoCard({ promo }: { promo: PromoBanner }) {
  return (
    <Root aria-label={`Promotion: ${promo.title}`} data-testid="promo-card">
      <div className="media">
        {promo.imageUrl && <OptimisedImage src={promo.imageUrl} alt="" fill sizes={RESULT_IMAGE_SIZES} style={{ objectFit: 'cover' }} />}
      </div>
      <div className="body">
        <h3>{promo.title}</h3>
        {promo.text && <p>{promo.text}</p>}
        {promo.href && (
          <a href={promo.href} className="cta">
            {promo.ctaLabel ?? 'Find out more'}
          </a>
        )}
      </div>
    </Root>
  );
}
