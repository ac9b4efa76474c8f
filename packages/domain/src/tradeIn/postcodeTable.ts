/**
 * The offline postcode geocoder (issue 13: "an offline Australian/NZ postcode table by default, a
 * maps geocode adapter when a key is configured"; spec §8: 'Invalid postcode' when there is no
 * result). A postcode's point is the centre of its main town or suburb, which is all the nearest
 * dealership needs. Both countries use 4-digit postcodes and some numbers exist in both, so a
 * lookup names the country (the tenant's, from its locale).
 */

export type PostcodeCountry = 'AU' | 'NZ';

export interface PostcodePlace {
  /** As written, leading zero kept (Darwin is 0800). */
  postcode: string;
  country: PostcodeCountry;
  /** The main town or suburb. */
  place: string;
  /** Australian state or territory; NZ region. */
  state: string;
  lat: number;
  long: number;
}

/** Spec §8, character for character. */
export const INVALID_POSTCODE = 'Invalid postcode';

export type PostcodeLookup = { ok: true; place: PostcodePlace } | { ok: false; error: typeof INVALID_POSTCODE };

const au = (postcode: string, place: string, state: string, lat: number, long: number): PostcodePlace => ({
  postcode,
  country: 'AU',
  place,
  state,
  lat,
  long,
});
const nz = (postcode: string, place: string, region: string, lat: number, long: number): PostcodePlace => ({
  postcode,
  country: 'NZ',
  place,
  state: region,
  lat,
  long,
});

/** A sample covering every state and territory's main centres, and New Zealand's. */
export const POSTCODE_TABLE: readonly PostcodePlace[] = [
  au('2000', 'Sydney', 'NSW', -33.8688, 151.2093),
  au('2010', 'Surry Hills', 'NSW', -33.8861, 151.2111),
  au('2060', 'North Sydney', 'NSW', -33.839, 151.207),
  au('2150', 'Parramatta', 'NSW', -33.815, 151.0011),
  au('2170', 'Liverpool', 'NSW', -33.92, 150.923),
  au('2250', 'Gosford', 'NSW', -33.425, 151.342),
  au('2300', 'Newcastle', 'NSW', -32.9283, 151.7817),
  au('2340', 'Tamworth', 'NSW', -31.0927, 150.932),
  au('2480', 'Lismore', 'NSW', -28.8135, 153.2773),
  au('2500', 'Wollongong', 'NSW', -34.425, 150.893),
  au('2640', 'Albury', 'NSW', -36.0737, 146.9135),
  au('2650', 'Wagga Wagga', 'NSW', -35.1082, 147.3598),
  au('2800', 'Orange', 'NSW', -33.284, 149.1),
  au('2600', 'Canberra', 'ACT', -35.3075, 149.1244),
  au('2617', 'Belconnen', 'ACT', -35.2386, 149.0653),
  au('2900', 'Tuggeranong', 'ACT', -35.4244, 149.0888),
  au('3000', 'Melbourne', 'VIC', -37.8136, 144.9631),
  au('3121', 'Richmond', 'VIC', -37.823, 145.0),
  au('3150', 'Glen Waverley', 'VIC', -37.8781, 145.1648),
  au('3199', 'Frankston', 'VIC', -38.144, 145.126),
  au('3220', 'Geelong', 'VIC', -38.1499, 144.3617),
  au('3350', 'Ballarat', 'VIC', -37.5622, 143.8503),
  au('3550', 'Bendigo', 'VIC', -36.757, 144.2794),
  au('3690', 'Wodonga', 'VIC', -36.1218, 146.888),
  au('3840', 'Morwell', 'VIC', -38.2355, 146.395),
  au('4000', 'Brisbane City', 'QLD', -27.4698, 153.0251),
  au('4101', 'South Brisbane', 'QLD', -27.481, 153.02),
  au('4215', 'Southport', 'QLD', -27.967, 153.4),
  au('4217', 'Surfers Paradise', 'QLD', -28.0023, 153.4145),
  au('4305', 'Ipswich', 'QLD', -27.6145, 152.758),
  au('4350', 'Toowoomba', 'QLD', -27.5598, 151.9507),
  au('4551', 'Caloundra', 'QLD', -26.8, 153.1333),
  au('4558', 'Maroochydore', 'QLD', -26.66, 153.099),
  au('4670', 'Bundaberg', 'QLD', -24.8661, 152.3489),
  au('4700', 'Rockhampton', 'QLD', -23.3781, 150.5136),
  au('4740', 'Mackay', 'QLD', -21.1411, 149.186),
  au('4810', 'Townsville', 'QLD', -19.259, 146.8169),
  au('4870', 'Cairns', 'QLD', -16.9186, 145.7781),
  au('5000', 'Adelaide', 'SA', -34.9285, 138.6007),
  au('5082', 'Prospect', 'SA', -34.885, 138.595),
  au('5108', 'Salisbury', 'SA', -34.76, 138.64),
  au('5290', 'Mount Gambier', 'SA', -37.8284, 140.7804),
  au('5700', 'Port Augusta', 'SA', -32.4936, 137.7825),
  au('6000', 'Perth', 'WA', -31.9505, 115.8605),
  au('6027', 'Joondalup', 'WA', -31.7448, 115.7661),
  au('6160', 'Fremantle', 'WA', -32.0569, 115.7439),
  au('6210', 'Mandurah', 'WA', -32.5269, 115.7217),
  au('6230', 'Bunbury', 'WA', -33.3271, 115.6414),
  au('6430', 'Kalgoorlie', 'WA', -30.749, 121.466),
  au('7000', 'Hobart', 'TAS', -42.8821, 147.3272),
  au('7250', 'Launceston', 'TAS', -41.4332, 147.1441),
  au('7310', 'Devonport', 'TAS', -41.18, 146.35),
  au('0800', 'Darwin', 'NT', -12.4634, 130.8456),
  au('0830', 'Palmerston', 'NT', -12.48, 130.983),
  au('0870', 'Alice Springs', 'NT', -23.698, 133.8807),
  nz('1010', 'Auckland Central', 'Auckland', -36.8485, 174.7633),
  nz('2010', 'Pakuranga', 'Auckland', -36.8833, 174.9167),
  nz('3204', 'Hamilton', 'Waikato', -37.787, 175.279),
  nz('3110', 'Tauranga', 'Bay of Plenty', -37.6878, 176.1651),
  nz('6011', 'Wellington', 'Wellington', -41.2865, 174.7762),
  nz('8011', 'Christchurch', 'Canterbury', -43.5321, 172.6362),
  nz('9016', 'Dunedin', 'Otago', -45.8788, 170.5028),
];

/**
 * The place of a postcode in a country. Spaces around it are ignored; anything but 4 digits, or a
 * postcode the table does not hold, is 'Invalid postcode'. A bigger table (loaded by the seed, or a
 * deployment's full list) can be passed in place of the sample.
 */
export function lookupPostcode(
  postcode: string | null | undefined,
  country: PostcodeCountry,
  table: readonly PostcodePlace[] = POSTCODE_TABLE,
): PostcodeLookup {
  const wanted = (postcode ?? '').trim();
  const place = /^\d{4}$/.test(wanted) ? table.find((entry) => entry.country === country && entry.postcode === wanted) : undefined;
  return place ? { ok: true, place } : { ok: false, error: INVALID_POSTCODE };
}
