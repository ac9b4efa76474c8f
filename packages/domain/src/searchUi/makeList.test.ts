import { HIDE_EXTRA_MAKES, MAKES_SHOWN, SHOW_ALL_MAKES, makeDropdownGroups, makeListView, type MakeCount } from './makeList';

const MAKES: MakeCount[] = [
  { value: 'Toyota', count: 120 },
  { value: 'Mazda', count: 90 },
  { value: 'Hyundai', count: 80 },
  { value: 'Ford', count: 60 },
  { value: 'Kia', count: 50 },
  { value: 'Audi', count: 40 },
  { value: 'BMW', count: 40 },
  { value: 'Tesla', count: 10 },
  { value: 'Jeep', count: 5 },
  { value: 'abarth', count: 1 },
];
const names = (makes: MakeCount[]) => makes.map((make) => make.value);

describe('makeListView (spec §2, §9: 7 makes before Show all makes)', () => {
  it('shows 7 by default', () => {
    expect(MAKES_SHOWN).toBe(7);
  });

  it('without the split: every make alphabetically, no toggle', () => {
    expect(makeListView(MAKES, { split: false, expanded: false })).toEqual({
      popular: [],
      all: [MAKES[9], MAKES[5], MAKES[6], MAKES[3], MAKES[2], MAKES[8], MAKES[4], MAKES[1], MAKES[7], MAKES[0]],
      toggleLabel: null,
    });
  });

  it('collapsed: the 7 most stocked (ties alphabetically) and Show all makes', () => {
    const view = makeListView(MAKES, { split: true, expanded: false });
    expect(names(view.popular)).toEqual(['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Audi', 'BMW']);
    expect(view.all).toEqual([]);
    expect(view.toggleLabel).toBe(SHOW_ALL_MAKES);
    expect(SHOW_ALL_MAKES).toBe('Show all makes');
  });

  it('expanded: the other makes alphabetically and Hide extra makes', () => {
    const view = makeListView(MAKES, { split: true, expanded: true });
    expect(names(view.popular)).toHaveLength(7);
    expect(names(view.all)).toEqual(['abarth', 'Jeep', 'Tesla']);
    expect(view.toggleLabel).toBe(HIDE_EXTRA_MAKES);
    expect(HIDE_EXTRA_MAKES).toBe('Hide extra makes');
  });

  it.each([
    [7, null],
    [8, SHOW_ALL_MAKES],
  ])('%s makes -> toggle %s', (count, toggle) => {
    expect(makeListView(MAKES.slice(0, count), { split: true, expanded: false }).toggleLabel).toBe(toggle);
  });

  it('keeps a selected make visible while collapsed', () => {
    const view = makeListView(MAKES, { split: true, expanded: false, selected: ['Jeep'] });
    expect(names(view.popular)).toEqual(['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Audi', 'BMW', 'Jeep']);
    expect(view.toggleLabel).toBe(SHOW_ALL_MAKES);
    expect(names(makeListView(MAKES, { split: true, expanded: true, selected: ['Jeep'] }).all)).toEqual(['abarth', 'Tesla']);
  });

  it('does not reorder the input', () => {
    const input = [...MAKES];
    makeListView(input, { split: true, expanded: true });
    expect(input).toEqual(MAKES);
  });
});

describe('makeDropdownGroups (spec §9: popular makes divider after 20)', () => {
  const many: MakeCount[] = Array.from({ length: 25 }, (_, i) => ({ value: `Make ${String.fromCharCode(90 - i)}`, count: 100 - i }));

  it('puts the 20 most stocked first, then the others alphabetically', () => {
    const groups = makeDropdownGroups(many);
    expect(groups.popular).toHaveLength(20);
    expect(groups.popular[0]?.value).toBe('Make Z');
    expect(groups.popular[19]?.value).toBe('Make G');
    expect(names(groups.others)).toEqual(['Make B', 'Make C', 'Make D', 'Make E', 'Make F']);
  });

  it.each([
    [20, 0],
    [21, 1],
  ])('%s makes -> %s after the divider', (count, others) => {
    expect(makeDropdownGroups(many.slice(0, count)).others).toHaveLength(others);
  });
});

describe('alphabetical order of make names', () => {
  it('matches a case- and accent-blind collator for real make names', () => {
    const names = [
      'Škoda',
      'Mercedes-Benz',
      'mini',
      'MG',
      'Land Rover',
      'Citroën',
      'Alfa Romeo',
      'Abarth',
      'BMW',
      'Lynk & Co',
      'LDV',
      'Aston Martin',
      'Jeep',
      'Isuzu',
      'Kia',
      'Suzuki',
      'Subaru',
      'Ssangyong',
      'GWM',
      'Genesis',
      'Ram',
      'Renault',
      'Peugeot',
      'Polestar',
      'Cupra',
      'Chery',
      'BYD',
    ];
    const makes = names.map((value) => ({ value, count: 1 }));
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const expected = [...names].sort((a, b) => collator.compare(a, b));
    expect(makeListView(makes, { split: false, expanded: false }).all.map((m) => m.value)).toEqual(expected);
  });
});
