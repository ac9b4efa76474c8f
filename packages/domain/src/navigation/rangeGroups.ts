/** Range dropdown body-type groups, in the spec's order (spec §2: suvs, utes, cars, hybrids, sports). */
export const RANGE_BODY_GROUPS = [
  { key: 'suvs', label: 'SUVs' },
  { key: 'utes', label: 'Utes' },
  { key: 'cars', label: 'Cars' },
  { key: 'hybrids', label: 'Hybrids' },
  { key: 'sports', label: 'Sports' },
] as const;
export type RangeBodyGroup = (typeof RANGE_BODY_GROUPS)[number]['key'];
