/**
 * A car in a result list (spec §2 "Car card"). Every decision comes from packages/domain:
 * this component only lays out what those functions return.
 */
import { useState } from 'react';
import NextLink from 'next/link';
import Image from 'next/image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import PlaceIcon from '@mui/icons-material/Place';
import {
  attributeChips,
  cardPrice,
  cardTag,
  carButtons,
  compareFavouriteControl,
  detailsStrip,
  locationOverlay,
  titleLine,
  type CarButtonId,
  type SiteConfig,
  type TagOptions,
} from '@dealer/domain';
import type { CarHit } from '@dealer/stock-search';

export interface CarCardProps {
  car: CarHit;
  config: SiteConfig;
  buttonIds: readonly CarButtonId[];
  tagOptions: TagOptions;
  /** Compare / favourite state lives with the list; the card only reports presses. */
  selected?: boolean;
  onToggleControl?: (car: CarHit) => void;
  /** Lets the first row of images load eagerly (largest contentful paint). */
  priority?: boolean;
}

export function CarCard({ car, config, buttonIds, tagOptions, selected = false, onToggleControl, priority = false }: CarCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
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
    <Card
      component="article"
      aria-labelledby={`car-${car.id}-title`}
      data-testid="car-card"
      data-stocknum={car.stocknum}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* Fixed aspect ratio: the image never shifts the layout while it loads. */}
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
        {image && !imageFailed ? (
          <Image
            src={image}
            alt={title}
            fill
            sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
            style={{ objectFit: 'cover', filter: sold ? 'grayscale(60%)' : undefined }}
            priority={priority}
            unoptimized={image.endsWith('.svg')}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            Photo coming soon
          </Typography>
        )}
        {tag.kind !== 'none' &&
          ('imageBadge' in tag && tag.imageBadge ? (
            <Box
              data-testid="car-tag"
              aria-label={tag.label}
              role="img"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 1,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'common.white',
                border: 2,
                borderColor: 'primary.main',
                fontWeight: 700,
                fontSize: 12,
              }}
            >
              ✓ {tag.label}
            </Box>
          ) : (
            <Chip
              data-testid="car-tag"
              label={tag.label}
              color={tag.colour ?? 'default'}
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
            />
          ))}
        {control.visible && (
          <IconButton
            aria-label={controlLabel}
            aria-pressed={selected}
            onClick={() => onToggleControl?.(car)}
            sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
          >
            {control.control === 'favourite' ? (
              selected ? (
                <FavoriteIcon color="error" />
              ) : (
                <FavoriteBorderIcon />
              )
            ) : (
              <CompareArrowsIcon color={selected ? 'primary' : 'inherit'} />
            )}
          </IconButton>
        )}
        {place && (
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              px: 1,
              py: 0.5,
              bgcolor: 'rgba(0,0,0,0.62)',
              color: 'common.white',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              fontSize: 13,
            }}
          >
            <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
            <span>{place}</span>
          </Box>
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box>
          <Typography id={`car-${car.id}-title`} component="h3" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            <Box
              component={NextLink}
              href={href}
              sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {title}
            </Box>
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {chips.length > 0 && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="Attributes">
            {chips.map((chip) => (
              <Chip key={chip} label={chip} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
        <Box component="dl" aria-label="Details" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, m: 0 }}>
          {details.map((item) => (
            <Box key={item.label} sx={{ bgcolor: 'grey.100', borderRadius: 1, px: 1, py: 0.5, minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
                {item.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                data-testid={`detail-${item.label}`}
              >
                {item.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box data-testid="car-price" sx={{ mt: 'auto' }}>
          {price.wasText && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
              Was <s>{price.wasText}</s>
            </Typography>
          )}
          <Typography
            component="span"
            variant="h6"
            color={price.kind === 'reduced' ? 'error.main' : 'text.primary'}
            sx={{ fontWeight: 700 }}
          >
            {price.text}
          </Typography>
          {price.priceTypeLabel && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
              {price.priceTypeLabel}
            </Typography>
          )}
        </Box>
        {buttons.length > 0 && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {buttons.map((button, index) => {
              const label = button.amountText ? `${button.label} ${button.amountText}` : button.label;
              const common = {
                size: 'small' as const,
                variant: index === 0 ? ('contained' as const) : ('outlined' as const),
                'aria-label': `${label}: ${title}`,
              };
              if (button.action.kind === 'link') {
                return (
                  <Button key={button.id} {...common} component={NextLink} href={button.action.href}>
                    {label}
                  </Button>
                );
              }
              // Enquiry and test-drive forms come with the car page; until then they open it at the form.
              const anchor = button.action.kind === 'enquire' ? '#enquire' : '#test-drive';
              return (
                <Button key={button.id} {...common} component={NextLink} href={`${href}${anchor}`}>
                  {label}
                </Button>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
