import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { formatMoney, type Locale, type LocaleFormat } from '@dealer/domain';
import { LeadForm } from '@/features/leads/LeadForm';
import type { LeadFormOptions } from '@/features/leads/leadFormTypes';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { KEEP_SERVER_HTML } from '@/features/ui/staticIsland';
import { up } from '@/features/ui/styles';
import { Island } from '@/islands/islandPage';
import type { OfferCard } from './loadContent';

// The offers page's full texts: Lexical's renderer is the page chunk's own, not the home page's.
const RichText = dynamic(() => import('./RichText').then((m) => m.RichText));

// Plain elements under one styled root, in MUI's outlined-card look: the home page shows these.
const Grid = styled('div')(({ theme }) => ({
  ...buttons(theme),
  display: 'grid',
  gap: 24,
  gridTemplateColumns: '1fr',
  [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '.offer': {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    img: { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' },
  },
  '.offer .content': { flexGrow: 1, padding: 16 },
  '.offer .title': { ...theme.typography.h3, margin: '0 0 8px' },
  '.offer .price': { margin: 0, fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.334, color: theme.palette.primary.main },
  '.offer .price-type': { ...theme.typography.body2 },
  '.offer .summary': { ...theme.typography.body1, margin: '8px 0 0' },
  '.offer .ends': { ...theme.typography.body2, margin: '8px 0 0', color: theme.palette.text.secondary },
  '.offer .body': {
    ...theme.typography.body1,
    marginTop: 8,
    p: { margin: '0 0 8px' },
    'h2, h3': { fontSize: '1.05rem', margin: '12px 0 4px' },
  },
  '.offer .disclaimer': { fontSize: '0.75rem', lineHeight: 1.5, margin: '12px 0 0', color: theme.palette.text.secondary },
  '.offer .action': { padding: '0 16px 16px' },
  '.visually-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  '.offer-enquiry': {
    gridColumn: '1 / -1',
    maxWidth: 640,
    padding: 20,
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    h2: { ...theme.typography.h3, fontSize: '1.3rem', margin: '0 0 16px' },
  },
}));

const Empty = styled('p')(({ theme }) => ({ ...theme.typography.body1, margin: 0 }));

/**
 * The `offer` lead form for one offer, opened in place under its card's row: it sends the offer's
 * id and starts with the offer's title as the message, so the dealer knows which offer it is.
 */
function OfferEnquiry({ offer, options, tenantSlug }: { offer: OfferCard; options: LeadFormOptions; tenantSlug: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening moves the focus to the form's heading, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  const headingId = `offer-enquiry-${offer.id}-heading`;
  return (
    <section id={`offer-enquiry-${offer.id}`} aria-labelledby={headingId} data-testid="offer-enquiry" className="offer-enquiry">
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Enquire about {offer.title}
      </h2>
      <LeadForm
        form="offer"
        offerId={String(offer.id)}
        prefill={{ message: offer.title }}
        options={options}
        storagePrefix={tenantSlug}
        labelledBy={headingId}
        submitLabel="Send Enquiry"
      />
    </section>
  );
}

/**
 * In the offers island's props, an offer's rich text is this marker: the island keeps the HTML the
 * server rendered for it, so its props and code carry neither the text nor Lexical's renderer.
 */
const SENT_AS_HTML = { sentAsHtml: true } as const;
const sentAsHtml = (body: OfferCard['body']) => typeof body === 'object' && body !== null && 'sentAsHtml' in body;

export type OfferGridProps = {
  offers: OfferCard[];
  /** The cards are below the first screen (home): their photos load as the shopper nears them. */
  deferPhotos?: boolean;
  /** The cards' heading level: 3 under a section's h2 (home), 2 right under the page's h1 (`/offers`). */
  titleLevel?: 2 | 3;
  format: LocaleFormat;
  /** The tenant's facts for the offer form; without them the cards have no enquiry button. */
  leadOptions?: LeadFormOptions | null;
  tenantSlug?: string;
};

/**
 * The offers as cards. With an enquiry form (`/offers`) the grid is an island on an island page: its
 * code runs at the shopper's first touch, or at once for `/offers?offer={slug}`.
 */
export function OfferGrid(props: OfferGridProps) {
  if (!props.leadOptions || !props.tenantSlug) return <OfferGridView {...props} />;
  const islandProps: OfferGridProps = {
    ...props,
    offers: props.offers.map((offer) => (offer.body ? { ...offer, body: SENT_AS_HTML as unknown as OfferCard['body'] } : offer)),
  };
  return (
    <Island name="offerGrid" props={islandProps} start={{ query: ['offer'] }}>
      <OfferGridView {...props} />
    </Island>
  );
}

export function OfferGridView({ offers, format, leadOptions, tenantSlug, titleLevel = 3, deferPhotos = false }: OfferGridProps) {
  // One form open at a time: opening another offer's closes the first.
  const [openOfferId, setOpenOfferId] = useState<number | null>(null);
  // `/offers?offer={slug}` (the home page's offer cards) opens that offer's form. The page is
  // static, so the query is read in the browser.
  useEffect(() => {
    if (!leadOptions) return;
    const wanted = new URLSearchParams(window.location.search).get('offer');
    const offer = offers.find((o) => o.slug === wanted);
    if (offer) setOpenOfferId(offer.id);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  if (offers.length === 0) return <Empty>There are no current offers. Please check back soon.</Empty>;
  return (
    <Grid>
      {offers.map((offer, index) => {
        const open = openOfferId === offer.id;
        // On `/offers` the first card's photo is the page's largest paint on a phone: fetched at once,
        // first, not lazily once the layout has placed it (observed LCP 2.81 s over slow 4G).
        const first = index === 0 && !deferPhotos;
        return [
          <article key={offer.slug} className="offer">
            {offer.imageUrl && (
              // Through the optimiser: a card-sized file, not the 768 px upload (40-50 KB each on a phone).
              <OptimisedImage
                src={offer.imageUrl}
                alt=""
                width={384}
                height={216}
                deferred={deferPhotos}
                preload={first}
                fetchPriority={first ? 'high' : undefined}
              />
            )}
            <div className="content">
              <Title className="title">{offer.title}</Title>
              {offer.price !== null && (
                <p className="price">
                  {formatMoney(offer.price, `en-${format.country}` as Locale)} <span className="price-type">{offer.priceType}</span>
                </p>
              )}
              {/* The full text where the page has it (it opens with the summary), else the summary. */}
              {offer.body ? (
                sentAsHtml(offer.body) ? (
                  <div className="body" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
                ) : (
                  <div className="body">
                    <RichText data={offer.body} />
                  </div>
                )
              ) : (
                offer.summary && <p className="summary">{offer.summary}</p>
              )}
              {offer.endsLabel && <p className="ends">Ends {offer.endsLabel}</p>}
              {offer.disclaimer && <p className="disclaimer">{offer.disclaimer}</p>}
            </div>
            <div className="action">
              {leadOptions && tenantSlug ? (
                <button
                  type="button"
                  className="btn contained"
                  aria-expanded={open}
                  aria-controls={open ? `offer-enquiry-${offer.id}` : undefined}
                  onClick={() => setOpenOfferId(open ? null : offer.id)}
                >
                  Enquire Now
                  <span className="visually-hidden"> about {offer.title}</span>
                </button>
              ) : (
                <a className="btn contained" href={`/offers?offer=${encodeURIComponent(offer.slug)}`}>
                  {offer.ctaLabel}
                </a>
              )}
            </div>
          </article>,
          open && leadOptions && tenantSlug ? (
            <OfferEnquiry key={`enquiry-${offer.id}`} offer={offer} options={leadOptions} tenantSlug={tenantSlug} />
          ) : null,
        ];
      })}
    </Grid>
  );
}
