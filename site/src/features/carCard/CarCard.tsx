/**
 * A car in a result list (spec §2 "Car card"). Every decision comes from packages/domain:
 * this component only lays out what those functions return.
 */
import { useState } from 'react';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { Global, useTheme, type CSSObject, type Theme } from '@/features/theme/styled';
import {
  attributeChips,
  cardPrice,
  cardTag,
  carButtons,
  carFormAnchor,
  compareFavouriteControl,
  detailsStrip,
  locationOverlay,
  titleLine,
  type CarButtonId,
  type SiteConfig,
  type TagColourRole,
  type TagOptions,
} from '@dealer/domain';
import type { CardHit } from './cardHit';
import { Icon } from '@/features/ui/icons';
import { smallTextOn } from '@/features/theme/colour';

/**
 * The card's styles, written once into the page (`CarCardStyles`) rather than by a styled root in
 * every card: emotion would serialise this object again for each of the 21 cards while a phone
 * hydrates. Plain elements inside, for the same reason; links are plain anchors (a client-side
 * link per button is about 100 on a page), the car page is rendered by the server either way.
 */
const cardStyles = (theme: Theme): CSSObject => ({
  '.car-card': {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    overflow: 'hidden',
    '.media': { position: 'relative', aspectRatio: '4 / 3', background: theme.palette.grey[100] },
    '.no-photo': { position: 'absolute', inset: 0, margin: 0, display: 'grid', placeItems: 'center', color: theme.palette.text.secondary },
    '.tag': {
      position: 'absolute',
      top: 8,
      left: 8,
      padding: '2px 10px',
      borderRadius: 16,
      fontSize: 13,
      fontWeight: 700,
      lineHeight: '20px',
    },
    '.badge': { background: theme.palette.common.white, border: `2px solid ${theme.palette.primary.main}`, borderRadius: 4, fontSize: 12 },
    '.control': {
      position: 'absolute',
      top: 6,
      right: 6,
      width: 40,
      height: 40,
      display: 'grid',
      placeItems: 'center',
      border: 0,
      borderRadius: '50%',
      cursor: 'pointer',
      color: theme.palette.text.primary,
      background: 'rgba(255,255,255,0.9)',
    },
    '.place': {
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      padding: '4px 8px',
      background: 'rgba(0,0,0,0.62)',
      color: theme.palette.common.white,
      display: 'flex',
      alignItems: 'center',
      gap: 4,
      fontSize: 13,
    },
    '.body': { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 8, padding: 16 },
    '.title': { margin: 0, fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.3 },
    '.title a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
    '.subtitle': { margin: 0, fontSize: 14, color: theme.palette.text.secondary },
    '.chips': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 },
    '.chip': { border: `1px solid ${theme.palette.grey[400]}`, borderRadius: 16, padding: '0 8px', fontSize: 13, lineHeight: '22px' },
    '.details': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 4, margin: 0 },
    '.details > div': { background: theme.palette.grey[100], borderRadius: 4, padding: '4px 8px', minWidth: 0 },
    '.details dt': { fontSize: 12, color: theme.palette.text.secondary, lineHeight: 1.2 },
    '.details dd': { margin: 0, fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere' },
    '.price': { margin: 0, marginTop: 'auto' },
    '.was': { marginRight: 8, fontSize: 14, color: theme.palette.text.secondary },
    '.amount': { fontSize: '1.25rem', fontWeight: 700 },
    '.reduced': { color: theme.palette.error.main },
    '.price-type': { marginLeft: 6, fontSize: 14, color: theme.palette.text.secondary },
    '.buttons': { display: 'flex', flexWrap: 'wrap', gap: 8 },
    // Links styled as MUI's small buttons (plain elements: about 80 of them on a page).
    '.btn': {
      display: 'inline-flex',
      alignItems: 'center',
      padding: '3px 9px',
      fontSize: 13,
      fontWeight: 600,
      lineHeight: 1.75,
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${theme.palette.primary.main}`,
      color: theme.palette.primary.main,
      textDecoration: 'none',
      '&:hover': { background: theme.palette.action.hover },
    },
    '.btn.contained': {
      background: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&:hover': { background: theme.palette.primary.dark },
    },
  },
});

/** An image's width in the results grid (three columns from 1200 px, two from 768 px): for the image's sizes. */
export const RESULT_IMAGE_SIZES = '(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw';

/** Render once wherever car cards are listed. */
export function CarCardStyles() {
  return <Global styles={cardStyles} />;
}

/** Small bold text on the tag's colour: readable at WCAG AA's 4.5:1. */
const tagStyle = (background: string) => ({ background, color: smallTextOn(background) });

/** A tag's palette role as a background (the dark shade: small bold text on it stays readable). */
function tagColour(theme: Theme, role: TagColourRole | null): string {
  return role ? theme.palette[role].dark : theme.palette.grey[700];
}

export interface CarCardProps {
  car: CardHit;
  config: SiteConfig;
  buttonIds: readonly CarButtonId[];
  tagOptions: TagOptions;
  /** Compare / favourite state lives with the list; the card only reports presses. */
  selected?: boolean;
  onToggleControl?: (car: CardHit) => void;
  /** Lets the first row of images load eagerly (largest contentful paint). */
  priority?: boolean;
}

export function CarCard({ car, config, buttonIds, tagOptions, selected = false, onToggleControl, priority = false }: CarCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const theme = useTheme();
  const { title, subtitle } = titleLine(car);
  const price = cardPrice(car, config);
  const tag = cardTag(car, config, tagOptions);
  const chips = attributeChips(car);
  const details = detailsStrip(car, config.settings.locale);
  const place = locationOverlay(car);
  const control = compareFavouriteControl(car, config);
  const buttons = carButtons(buttonIds, car, config);
  const href = `/cars/${encodeURIComponent(car.slug)}`;
  const image = car.primary_image_url ?? car.images[0] ?? null;
  const sold = tag.kind === 'just-sold' || tag.kind === 'sold';
  const controlLabel = `${control.control === 'favourite' ? (selected ? 'Remove from favourites' : 'Add to favourites') : selected ? 'Remove from compare' : 'Add to compare'}: ${title}`;

  return (
    <article className="car-card" aria-labelledby={`car-${car.id}-title`} data-testid="car-card" data-stocknum={car.stocknum}>
      {/* Fixed aspect ratio: the image never shifts the layout while it loads. */}
      <div className="media">
        {image && !imageFailed ? (
          <OptimisedImage
            src={image}
            alt={title}
            fill
            sizes={RESULT_IMAGE_SIZES}
            style={{ objectFit: 'cover', filter: sold ? 'grayscale(60%)' : undefined }}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <p className="no-photo">Photo coming soon</p>
        )}
        {tag.kind !== 'none' &&
          ('imageBadge' in tag && tag.imageBadge ? (
            <span data-testid="car-tag" role="img" aria-label={tag.label} className="tag badge">
              ✓ {tag.label}
            </span>
          ) : (
            <span data-testid="car-tag" className="tag" style={tagStyle(tagColour(theme, tag.colour))}>
              {tag.label}
            </span>
          ))}
        {control.visible && (
          <button
            type="button"
            aria-label={controlLabel}
            aria-pressed={selected}
            onClick={() => onToggleControl?.(car)}
            className="control"
          >
            {control.control === 'favourite' ? (
              <Icon name={selected ? 'favourite' : 'favouriteBorder'} color={selected ? theme.palette.error.main : undefined} />
            ) : (
              <Icon name="compare" color={selected ? theme.palette.primary.main : undefined} />
            )}
          </button>
        )}
        {place && (
          <div className="place">
            <Icon name="place" size={16} />
            <span>{place}</span>
          </div>
        )}
      </div>
      <div className="body">
        <div>
          <h3 id={`car-${car.id}-title`} className="title">
            <a href={href}>{title}</a>
          </h3>
          {subtitle && <p className="subtitle">{subtitle}</p>}
        </div>
        {chips.length > 0 && (
          <ul className="chips" aria-label="Attributes">
            {chips.map((chip) => (
              <li key={chip} className="chip">
                {chip}
              </li>
            ))}
          </ul>
        )}
        <dl className="details" aria-label="Details">
          {details.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd data-testid={`detail-${item.label}`}>{item.value}</dd>
            </div>
          ))}
        </dl>
        <p data-testid="car-price" className="price">
          {price.wasText && (
            <span className="was">
              Was <s>{price.wasText}</s>
            </span>
          )}
          <span className={price.kind === 'reduced' ? 'amount reduced' : 'amount'}>{price.text}</span>
          {price.priceTypeLabel && <span className="price-type">{price.priceTypeLabel}</span>}
        </p>
        {buttons.length > 0 && (
          <div className="buttons">
            {buttons.map((button, index) => {
              const label = button.amountText ? `${button.label} ${button.amountText}` : button.label;
              // The car page opens its enquiry or test-drive form from the hash (features/leads/CarLeadPanel.tsx).
              const target = button.action.kind === 'link' ? button.action.href : `${href}${carFormAnchor(button)}`;
              return (
                <a key={button.id} href={target} aria-label={`${label}: ${title}`} className={index === 0 ? 'btn contained' : 'btn'}>
                  {label}
                </a>
              );
            })}
          </div>
        )}
      </div>
    </article>
  );
}
