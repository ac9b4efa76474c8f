/**
 * The part of a stock search hit a car card needs (issue 11: search pages carry only this in
 * their props). A whole CarHit fits it too, so cards take either.
 */
import type { CarHit } from '@dealer/stock-search';

/** The fields a car card renders (packages/domain CardCar) and links with. */
export const CARD_HIT_FIELDS = [
  'id',
  'slug',
  'stocknum',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'item_type',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'preorder',
  'km',
  'colour',
  'transmission',
  'fuel',
  'drive',
  'body',
  'seats',
  'reserved',
  'certified',
  'tag',
  'just_sold',
  'created_at',
  'primary_image_url',
  'images',
  'dealership_id',
  'dealership_slug',
  'location_name',
  'city',
  'state',
  'specifications',
] as const satisfies readonly (keyof CarHit)[];

export type CardHit = Pick<CarHit, (typeof CARD_HIT_FIELDS)[number]>;

/**
 * A card's part of a hit. `images` keeps the first photo only: the card shows one photo
 * (`primary_image_url`, else the first) and asks only whether there is any (compare and
 * favourite need a photo); the car page has them all.
 */
export function cardHitOf(hit: CarHit): CardHit {
  const card = {} as Record<string, unknown>;
  for (const field of CARD_HIT_FIELDS) card[field] = hit[field];
  card.images = hit.images.slice(0, 1);
  return card as CardHit;
}
