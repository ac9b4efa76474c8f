/**
 * `/reservations/{id}?token=`: where the payment page sends the shopper back (issue 38). Held: the
 * car is theirs for 48 hours, with the deposit's terms and the dealer's contact; being confirmed:
 * the page looks again every few seconds; any other state: what happened, plainly.
 */
import { useEffect } from 'react';
import Head from 'next/head';
import { telHref } from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import type { SiteContext } from '@/features/tenant/loadSite';
import { styled } from '@/features/theme/styled';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { buttons } from '@/features/ui/buttonStyles';
import { isLoopbackUrl } from '@/features/carDetail/imageSource';
import { carPath } from '@/features/carDetail/carSeo';
import { body2, card } from '@/features/carDetail/styles';
import type { ConfirmationView } from './reservationConfirmation';

const Root = styled('div')(({ theme }) => ({
  ...buttons(theme),
  maxWidth: 760,
  h1: { ...theme.typography.h1, fontSize: '2rem', margin: '0 0 16px' },
  h2: { ...theme.typography.h3, fontSize: '1.2rem', margin: '0 0 8px' },
  p: { margin: 0 },
  '.lines': { display: 'grid', gap: 8, marginBottom: 24, p: { ...theme.typography.body1 } },
  '.card': { ...card(theme), display: 'grid', gap: 8, marginBottom: 16 },
  '.car': { gridTemplateColumns: '120px minmax(0, 1fr)', alignItems: 'center', gap: 16 },
  '.car .media': { aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: theme.shape.borderRadius, background: theme.palette.grey[100] },
  '.small': { ...body2(theme), color: theme.palette.text.secondary },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 8 },
}));

export type ReservationConfirmationProps = (
  | { site: SiteContext; view: ConfirmationView; unavailable?: never }
  /** The CMS did not answer: the page says so and looks again shortly. */
  | { site: SiteContext; view: null; unavailable: true }
) & {
  /** A held car a buy-online site sells online: the journey's next step. */
  journeyHref: string | null;
};

/** Once per reservation and browser session: a reload of the page is not a second reservation. */
function useReservationEvent(analytics: ConfirmationView['analytics']) {
  useEffect(() => {
    if (!analytics) return;
    const marker = `reservation-event-${analytics.reservation_id}`;
    try {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
    } catch {
      // Storage refused (a private mode): the event is pushed, at the risk of a repeat on reload.
    }
    (window.dataLayer ??= []).push({ event: 'reservation', ...analytics });
  }, [analytics]);
}

export function ReservationConfirmationPage(props: ReservationConfirmationProps) {
  const { site, view } = props;
  useReservationEvent(view?.analytics ?? null);
  const refresh = view ? view.refreshSeconds : 10;
  return (
    <SiteLayout site={site} title={view ? view.heading : 'Your reservation'}>
      <Head>
        <meta name="robots" content="noindex" key="robots" />
        {refresh !== null && <meta httpEquiv="refresh" content={String(refresh)} />}
      </Head>
      <Root data-testid="reservation-confirmation" data-state={view?.state ?? 'unavailable'}>
        {view ? <Confirmation view={view} journeyHref={props.journeyHref} /> : <Unavailable />}
      </Root>
    </SiteLayout>
  );
}

function Unavailable() {
  return (
    <>
      <h1>We can&rsquo;t show your reservation right now</h1>
      <div className="lines">
        <p>This page will try again by itself in a few seconds. If you have paid, your payment is safe.</p>
      </div>
    </>
  );
}

function Confirmation({ view, journeyHref }: { view: ConfirmationView; journeyHref: string | null }) {
  const { car, dealership } = view;
  return (
    <>
      <h1>{view.heading}</h1>
      <div className="lines" role={view.refreshSeconds !== null ? 'status' : undefined}>
        {view.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <section className="card car" aria-label="The vehicle">
        <div className="media">
          {car.image && (
            <OptimisedImage
              src={car.image}
              alt=""
              width={120}
              height={90}
              style={{ objectFit: 'cover', width: '100%', height: '100%' }}
              unoptimized={isLoopbackUrl(car.image)}
            />
          )}
        </div>
        <div>
          <h2>
            <a href={carPath(car.slug)}>{car.title}</a>
          </h2>
          <p className="small">Deposit: {view.depositText}</p>
        </div>
      </section>
      {journeyHref && (
        <section className="card" aria-labelledby="reservation-journey" data-testid="reservation-journey">
          <h2 id="reservation-journey">Buy it online</h2>
          <p>Your deposit is in. Finish your purchase online: trade-in, finance, delivery and your purchase agreement.</p>
          <div className="actions">
            <a className="btn contained" href={journeyHref}>
              Continue buying online
            </a>
          </div>
        </section>
      )}
      {view.showTerms && (
        <section className="card" aria-labelledby="reservation-terms" data-testid="reservation-terms">
          <h2 id="reservation-terms">If you change your mind</h2>
          {view.terms.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}
      <section className="card" aria-labelledby="reservation-dealer" data-testid="reservation-dealer">
        <h2 id="reservation-dealer">{dealership.name}</h2>
        {dealership.phone ? (
          <div className="actions">
            <a className="btn contained" href={telHref(dealership.phone)}>
              Call {dealership.phone}
            </a>
          </div>
        ) : (
          <p>We will contact you using the details you gave us.</p>
        )}
      </section>
    </>
  );
}
