/**
 * Location blocks (spec §2): a location's own page shows a single card with its map; `/contact`
 * and `/dealerships` a grid of cards, one per street (spec §5), each leading to its location page.
 * Every card: address, phones (de-duplicated by digits), opening hours (Mon-Fri grouped), a Holiday
 * hours dialog, Get Directions. Everything is prepared on the server (locationView.ts).
 */
import { useRef } from 'react';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { up } from '@/features/ui/styles';
import type { LocationView } from './locationView';

// Plain elements under one styled root, in MUI's outlined-card look (a location page's first screen).
const Root = styled('div')(({ theme }) => ({
  ...buttons(theme),
  display: 'grid',
  gap: 24,
  gridTemplateColumns: '1fr',
  [up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '&.single': { [up('md')]: { gridTemplateColumns: '1fr' }, maxWidth: 720 },
  // A row that scrolls sideways, a card and a bit at a time on phones (the Swipe hint says so).
  '&.carousel': {
    gridAutoFlow: 'column',
    gridTemplateColumns: 'none',
    gridAutoColumns: 'minmax(280px, 85%)',
    [up('md')]: { gridTemplateColumns: 'none', gridAutoColumns: 'calc((100% - 24px) / 2)' },
    [up('lg')]: { gridTemplateColumns: 'none', gridAutoColumns: 'calc((100% - 48px) / 3)' },
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    paddingBottom: 8,
    article: { scrollSnapAlign: 'start' },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  article: {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '.map': { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', border: 0, background: theme.palette.grey[100] },
  '.body': { padding: '16px 16px 24px', flexGrow: 1 },
  h2: { ...theme.typography.h3, margin: 0 },
  'h2 a': { color: 'inherit' },
  '.type': { display: 'block', fontSize: '0.75rem', lineHeight: 2.66, textTransform: 'uppercase', color: theme.palette.text.secondary },
  address: { ...theme.typography.body1, fontStyle: 'normal', margin: '8px 0' },
  '.phones': { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
  '.phone': { color: theme.palette.primary.main },
  dl: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, margin: '16px 0 0' },
  'dl > div': { display: 'contents' },
  'dt, dd': { ...theme.typography.body2, margin: 0 },
  dt: { fontWeight: 600 },
  '.also': { ...theme.typography.body2, margin: '12px 0 0', color: theme.palette.text.secondary },
  '.also a': { color: theme.palette.primary.main },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: 8, padding: '0 16px 16px' },
  '.visually-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  dialog: {
    width: 'min(420px, calc(100vw - 32px))',
    padding: 24,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[8],
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' },
    h3: { ...theme.typography.h3, fontSize: '1.2rem', margin: '0 0 12px' },
    dl: { margin: '0 0 20px', rowGap: 6 },
    '.name': { display: 'block', fontWeight: 400, color: theme.palette.text.secondary },
  },
}));

/** The Holiday hours button and its dialog (the browser's modal <dialog>: focus kept inside, Esc closes). */
function HolidayHours({ location }: { location: LocationView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = `holiday-hours-${location.slug}`;
  const dialogId = `holiday-hours-dialog-${location.slug}`;
  return (
    <>
      {/* `command` opens the dialog without script (an island page runs none for it); the handler
          does it where the browser has no invoker commands yet. */}
      <button
        type="button"
        className="btn outlined"
        aria-haspopup="dialog"
        {...{ command: 'show-modal', commandfor: dialogId }}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
      >
        Holiday hours
      </button>
      <dialog ref={dialog} id={dialogId} aria-labelledby={headingId} data-testid="holiday-hours">
        <h3 id={headingId}>Holiday hours: {location.name}</h3>
        <dl>
          {location.holidays.map((holiday) => (
            <div key={holiday.date}>
              <dt>
                {holiday.label}
                {holiday.name && <span className="name">{holiday.name}</span>}
              </dt>
              <dd>{holiday.hours}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog">
          <button type="submit" className="btn contained" autoFocus>
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}

const SwipeHint = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: '0 0 8px',
  color: theme.palette.text.secondary,
  // Phones and tablets swipe; from 992 px three cards show with a scrollbar.
  [up('lg')]: { display: 'none' },
}));

/**
 * `page`: a location's own page (one card with its map, no link to itself); `card`: one location
 * with its map on another page; `grid`; `carousel`: a sideways-scrolling row with a Swipe hint.
 */
export type LocationListLayout = 'page' | 'card' | 'grid' | 'carousel';

export function LocationList({
  locations,
  layout = 'grid',
  label,
}: {
  locations: LocationView[];
  layout?: LocationListLayout;
  /** The carousel's accessible name (it is a scrollable, focusable region). */
  label?: string;
}) {
  const single = layout === 'page';
  const withMap = layout === 'page' || layout === 'card';
  const carousel = layout === 'carousel' && locations.length > 1;
  return (
    <>
      {carousel && <SwipeHint aria-hidden="true">Swipe for more locations →</SwipeHint>}
      <Root
        className={withMap ? 'single' : carousel ? 'carousel' : undefined}
        {...(carousel ? { role: 'region', 'aria-label': label ?? 'Locations', tabIndex: 0 } : {})}
        data-testid={carousel ? 'location-carousel' : undefined}
      >
        {locations.map((location) => (
          <article key={location.slug} aria-labelledby={`location-${location.slug}`} data-testid="location-card">
            {withMap && location.mapEmbedUrl ? (
              <iframe
                className="map"
                title={`Map of ${location.name}`}
                src={location.mapEmbedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            ) : withMap && location.mapImageUrl ? (
              // A map service's image at a fixed size: nothing for the image optimiser to do (and its host is the deployment's).
              // eslint-disable-next-line @next/next/no-img-element
              <img
                className="map"
                src={location.mapImageUrl}
                alt={`Map of ${location.name}, ${location.address}`}
                width={720}
                height={360}
              />
            ) : null}
            <div className="body">
              <h2 id={`location-${location.slug}`}>
                {single ? location.name : <a href={`/locations/${location.slug}`}>{location.name}</a>}
              </h2>
              {location.type && <span className="type">{location.type}</span>}
              <address>{location.address}</address>
              {location.phones.length > 0 && (
                <p className="phones">
                  {location.phones.map((phone) => (
                    <a key={phone} className="phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                      {phone}
                    </a>
                  ))}
                </p>
              )}
              <dl aria-label={`Opening hours of ${location.name}`}>
                {location.hours.map((line) => (
                  <div key={line.days}>
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
              {location.alsoHere.length > 0 && (
                <p className="also">
                  Also at this address:{' '}
                  {location.alsoHere.map((other, i) => (
                    <span key={other.slug}>
                      {i > 0 && ', '}
                      <a href={`/locations/${other.slug}`}>{other.name}</a>
                    </span>
                  ))}
                </p>
              )}
            </div>
            <div className="actions">
              {location.directionsUrl && (
                <a className="btn contained" href={location.directionsUrl} target="_blank" rel="noopener noreferrer">
                  Get Directions<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
                </a>
              )}
              {!single && (
                <a className="btn outlined" href={`/locations/${location.slug}`}>
                  View Location<span className="visually-hidden">: {location.name}</span>
                </a>
              )}
              {location.holidays.length > 0 && <HolidayHours location={location} />}
            </div>
          </article>
        ))}
      </Root>
    </>
  );
}
