import * as mui from '@mui/system/colorManipulator';
import { alpha, darken, getContrastRatio, lighten, smallTextOn } from './colour';

const COLOURS = [
  '#0b3d91',
  '#00a3e0',
  '#101010',
  '#c8102e',
  '#1b5e20',
  '#f9a825',
  '#fffdf5',
  '#fff',
  '#f00',
  '#0af',
  '#000000',
  'rgb(11, 61, 145)',
  'rgba(0, 0, 0, 0.87)',
];

describe("colour: MUI's palette arithmetic for the colours a branding uses", () => {
  it.each(COLOURS)('%s', (colour) => {
    for (const c of [0, 0.2, 0.3, 0.5, 1]) {
      expect([c, lighten(colour, c)]).toEqual([c, mui.lighten(colour, c)]);
      expect([c, darken(colour, c)]).toEqual([c, mui.darken(colour, c)]);
    }
    for (const a of [0.04, 0.12, 0.4, 0.5, 1]) expect([a, alpha(colour, a)]).toEqual([a, mui.alpha(colour, a)]);
    for (const other of ['#fff', '#000', 'rgba(0, 0, 0, 0.87)', '#777777']) {
      expect([other, getContrastRatio(colour, other)]).toEqual([other, mui.getContrastRatio(colour, other)]);
    }
  });

  it('says which forms it takes when given another', () => {
    expect(() => lighten('hsl(0, 100%, 50%)', 0.2)).toThrow('Unsupported colour "hsl(0, 100%, 50%)": use #rgb, #rrggbb, rgb() or rgba()');
    expect(() => darken('#12', 0.2)).toThrow('Unsupported colour "#12"');
  });
});

describe('smallTextOn', () => {
  it('is white where white reads at 4.5:1, else black, which then reads at 4.5:1 or more', () => {
    // The palette's dark shades a car card's tag uses (success, info, error, warning) and a grey.
    const expected: Record<string, string> = {
      '#1b5e20': '#fff',
      '#01579b': '#fff',
      '#c62828': '#fff',
      '#e65100': '#000',
      '#616161': '#fff',
    };
    for (const [background, text] of Object.entries(expected)) {
      expect([background, smallTextOn(background)]).toEqual([background, text]);
      expect(getContrastRatio(smallTextOn(background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
