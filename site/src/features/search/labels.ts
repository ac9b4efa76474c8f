/** Display names of search attributes and their values (the URL keeps the stored values). */
import { CONDITION_LABELS, splitMakeModel } from '@dealer/domain';
import type { SortKey } from '@dealer/stock-search';

/** The filter panel's value-list sections, in the order shown (after make and the ranges). */
export const FILTER_LIST_ATTRIBUTES = [
  'car_type',
  'item_type',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'location_name',
] as const;

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function valueLabel(attribute: string, value: string): string {
  if (attribute === 'car_type') return CONDITION_LABELS[value as keyof typeof CONDITION_LABELS] ?? capitalise(value);
  if (attribute === 'make_model') return splitMakeModel(value).model;
  if (attribute === 'item_type') return capitalise(value);
  if (attribute === 'seats') return `${value} seats`;
  return value;
}

/** The sort menu, in the order shown (keys from the stock-search SORTS table). */
export const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'relevance', label: 'Recommended' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'year_desc', label: 'Year: newest first' },
  { value: 'year_asc', label: 'Year: oldest first' },
  { value: 'km_asc', label: 'Odometer: lowest first' },
  { value: 'newest', label: 'Recently added' },
];
