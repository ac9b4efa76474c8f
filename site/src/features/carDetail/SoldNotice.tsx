import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { styled } from '@/features/theme/styled';
import type { SoldNotice as SoldNoticeText } from '@dealer/domain';
import { Icon } from '@/features/ui/icons';
import type { SimilarCar } from './carDetailModel';
import { carPath } from './carSeo';
import { isLoopbackUrl } from './imageSource';
import { body2 } from './styles';
import { up } from '@/features/ui/styles';

/** MUI's outlined warning Alert on a light amber background. */
const NoticeRoot = styled('div')(({ theme }) => ({
  ...body2(theme),
  display: 'flex',
  marginBottom: 24,
  padding: '6px 16px',
  border: `1px solid ${theme.palette.warning.light}`,
  borderRadius: theme.shape.borderRadius,
  background: '#fff8e1',
  color: theme.palette.text.primary,
  '.icon': { display: 'flex', marginRight: 12, padding: '7px 0', opacity: 0.9, color: theme.palette.warning.main },
  '.message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  p: { ...theme.typography.body1, margin: 0 },
  '.sold': { fontWeight: 800, fontSize: '1.15rem' },
  '.heading': { fontWeight: 700 },
}));

/** Spec §2: the SOLD notice, worded with the vehicle word. */
export function SoldNotice({ notice }: { notice: SoldNoticeText }) {
  return (
    <NoticeRoot role="alert" data-testid="sold-notice">
      <div className="icon">
        <Icon name="warning" size={22} />
      </div>
      <div className="message">
        <p className="sold">SOLD</p>
        <p className="heading">{notice.heading}</p>
        <p>{notice.body}</p>
      </div>
    </NoticeRoot>
  );
}

const SimilarRoot = styled('section')(({ theme }) => ({
  marginBottom: 32,
  ul: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: 16,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  li: {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    background: theme.palette.background.paper,
  },
  a: { display: 'block', color: 'inherit', textDecoration: 'none', '&:hover h3': { textDecoration: 'underline' } },
  '.media': { position: 'relative', aspectRatio: '16 / 9', background: theme.palette.grey[100] },
  '.text': { padding: 12 },
  'h3, .price': { margin: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
  '.odometer': { ...body2(theme), margin: 0, color: theme.palette.text.secondary },
}));

/** Similar in-stock cars as plain link cards (the search result card lives in the search feature). */
export function SimilarCars({ cars, word }: { cars: SimilarCar[]; word: string }) {
  if (cars.length === 0) return null;
  return (
    <SimilarRoot aria-labelledby="similar-cars">
      <h2 id="similar-cars" className="section-heading">
        Similar {word}s in stock
      </h2>
      <ul data-testid="similar-cars">
        {cars.map((car, i) => (
          <li key={car.slug}>
            <a href={carPath(car.slug)}>
              <div className="media">
                {car.imageUrl && (
                  <OptimisedImage
                    src={car.imageUrl}
                    alt=""
                    fill
                    sizes="(max-width: 992px) 50vw, 25vw"
                    // The first row on phones is at the top of the page: its largest paint.
                    preload={i < 2}
                    fetchPriority={i < 2 ? 'high' : undefined}
                    style={{ objectFit: 'cover' }}
                    unoptimized={isLoopbackUrl(car.imageUrl)}
                  />
                )}
              </div>
              <div className="text">
                <h3>{car.title}</h3>
                <p className="price">{car.priceText}</p>
                {car.odometer && <p className="odometer">{car.odometer}</p>}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </SimilarRoot>
  );
}
