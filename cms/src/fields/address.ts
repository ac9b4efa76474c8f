import type { Field } from 'payload';

export const addressField: Field = {
  name: 'address',
  type: 'group',
  fields: [
    { name: 'street', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'postcode', type: 'text' },
    { name: 'lat', type: 'number' },
    { name: 'long', type: 'number' },
    { name: 'place_url', type: 'text' },
    { name: 'place_id', type: 'text' },
    { name: 'map_key', type: 'text' },
  ],
};
