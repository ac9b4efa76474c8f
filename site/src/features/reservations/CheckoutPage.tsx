/**
 * Reserve a car online (spec §2 `/cars/{slug}/checkout`, `/cars/{slug}/buy-online`): the car, the
 * refundable deposit and its terms (§9), the payment methods, and the shopper's details, or, where
 * the checkout rule (§4) says no, why not in plain words and a way on.
 */
import Head from 'next/head';
import { HOLD_HOURS } from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import type { SiteContext } from '@/features/tenant/loadSite';
import { styled } from '@/features/theme/styled';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { PaymentMethods } from '@/features/ui/PaymentMethods';
import { buttons } from '@/features/ui/buttonStyles';
import { up } from '@/features/ui/styles';
import { PriceBox } from '@/features/carDetail/Sidebar';
import { isLoopbackUrl } from '@/features/carDetail/imageSource';
import { carPath } from '@/features/carDetail/carSeo';
import { body2, card } from '@/features/carDetail/styles';
import type { CheckoutView } from './checkoutModel';
import { ReservationForm } from './ReservationForm';

const Root = styled('div')(({ theme }) => ({
  ...buttons(theme),
  h1: { ...theme.typography.h1, fontSize: '2rem', margin: '0 0 8px' },
  h2: { ...theme.typography.h3, fontSize: '1.25rem', margin: '0 0 12px' },
  '.lead': { ...theme.typography.body1, margin: '0 0 24px', maxWidth: 720 },
  '.layout': {
    display: 'grid',
    gap: 24,
    alignItems: 'start',
    [up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 420px' },
  },
  '.card': card(theme),
  '.car .media': {
    position: 'relative',
    aspectRatio: '16 / 9',
    margin: '-16px -16px 16px',
    overflow: 'hidden',
    borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
    background: theme.palette.grey[100],
  },
  '.car h2': { margin: '0 0 4px' },
  '.subtitle, .dealer': { ...body2(theme), color: theme.palette.text.secondary, margin: '0 0 12px' },
  '.deposit': { fontSize: '2rem', fontWeight: 800, lineHeight: 1.2, margin: '0 0 4px' },
  '.deposit-note': { ...body2(theme), margin: '0 0 16px', color: theme.palette.text.secondary },
  '.pay': { display: 'grid', gap: 16 },
  '.pay h3': { ...body2(theme), fontWeight: 700, margin: '0 0 8px' },
  '.terms': { display: 'grid', gap: 8, p: { margin: 0 } },
  '.terms .small': { ...body2(theme), color: theme.palette.text.secondary },
  '.stack': { display: 'grid', gap: 24 },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 },
}));

function NoIndex() {
  return (
    <Head>
      <meta name="robots" content="noindex" key="robots" />
    </Head>
  );
}

export interface CheckoutPageProps {
  site: SiteContext;
  view: CheckoutView;
}

export function CheckoutPage({ site, view }: CheckoutPageProps) {
  const { car } = view;
  const journeyTitle = view.journey === 'buy-online' ? 'Buy Online' : 'Reserve Online';
  if (view.refusal) {
    return (
      <SiteLayout site={site} title={`${journeyTitle}: ${car.title}`}>
        <NoIndex />
        <Root data-testid="checkout-refusal" data-reason={view.refusal.reason}>
          <h1>{view.refusal.heading}</h1>
          <p className="lead">{view.refusal.body}</p>
          <p className="subtitle">{car.title}</p>
          <div className="actions">
            <a className="btn contained large" href={view.findSimilarHref}>
              Find Me Something Similar
            </a>
            <a className="btn outlined large" href={carPath(car.slug)}>
              Back to the {car.vehicleWord}
            </a>
          </div>
        </Root>
      </SiteLayout>
    );
  }
  const heading = view.journey === 'buy-online' ? `Buy this ${car.vehicleWord} online` : `Reserve this ${car.vehicleWord} online`;
  return (
    <SiteLayout site={site} title={`${journeyTitle}: ${car.title}`}>
      <NoIndex />
      <Root data-testid="checkout">
        <h1>{heading}</h1>
        <p className="lead">
          Pay a refundable {view.depositText} deposit and we will hold the {car.vehicleWord} for you for {HOLD_HOURS} hours.
        </p>
        <div className="layout">
          <div className="stack">
            <section className="card car" aria-labelledby="checkout-car">
              {car.image && (
                <div className="media">
                  <OptimisedImage
                    src={car.image.src}
                    alt={car.image.alt}
                    fill
                    sizes="(max-width: 992px) 100vw, 60vw"
                    preload
                    fetchPriority="high"
                    style={{ objectFit: 'cover' }}
                    unoptimized={isLoopbackUrl(car.image.src)}
                  />
                </div>
              )}
              <h2 id="checkout-car">
                <a href={carPath(car.slug)}>{car.title}</a>
              </h2>
              {car.subtitle && <p className="subtitle">{car.subtitle}</p>}
              <p className="dealer">At {car.dealerName}</p>
              <PriceBox car={car} />
            </section>
            <section className="card terms" aria-labelledby="checkout-terms" data-testid="checkout-terms">
              <h2 id="checkout-terms">Your deposit is refundable</h2>
              {view.terms.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
            {view.journeyHref && (
              <section className="card terms" aria-labelledby="checkout-journey" data-testid="checkout-journey">
                <h2 id="checkout-journey">Buy it online, start to finish</h2>
                <p>Add your trade-in, choose finance and delivery, pay the deposit and request your purchase agreement, all online.</p>
                <div className="actions">
                  <a className="btn outlined large" href={view.journeyHref}>
                    Start buying online
                  </a>
                </div>
              </section>
            )}
          </div>
          <section className="card pay" aria-labelledby="checkout-deposit">
            <div>
              <h2 id="checkout-deposit">Your deposit</h2>
              <p className="deposit" data-testid="checkout-deposit">
                {view.depositText}
              </p>
              <p className="deposit-note">
                Refundable. We hold the {car.vehicleWord} for {HOLD_HOURS} hours once it is paid.
              </p>
            </div>
            <ReservationForm
              carSlug={car.slug}
              payLabel={view.payLabel}
              prefill={view.prefill}
              storagePrefix={car.storagePrefix}
              findSimilarHref={view.findSimilarHref}
              signInHref={view.signInHref}
              labelledBy="checkout-deposit"
            />
            <div>
              <h3 id="payment-methods">We accept</h3>
              <PaymentMethods />
            </div>
          </section>
        </div>
      </Root>
    </SiteLayout>
  );
}
