/**
 * The colour arithmetic of MUI's palette (lighten, darken, alpha, contrast) for `#rgb`, `#rrggbb`,
 * `rgb()` and `rgba()` colours, the forms a tenant's branding takes. MUI's own module handles more
 * forms and costs about 1 KB of gzipped JavaScript on every page; `colour.test.ts` checks these
 * against it.
 */
interface Rgb {
  type: 'rgb' | 'rgba';
  values: number[];
}

function decompose(colour: string): Rgb {
  if (colour.startsWith('#')) {
    const hex = colour.slice(1);
    const digits = hex.length >= 6 ? hex.match(/../g) : hex.match(/./g)?.map((d) => d + d);
    if (!digits || ![3, 4].includes(digits.length)) throw new Error(`Unsupported colour "${colour}": use #rgb, #rrggbb, rgb() or rgba()`);
    const values = digits.map((d, i) => (i < 3 ? parseInt(d, 16) : Math.round((parseInt(d, 16) / 255) * 1000) / 1000));
    return { type: values.length === 4 ? 'rgba' : 'rgb', values };
  }
  const match = /^(rgba?)\((.*)\)$/.exec(colour.trim());
  if (!match) throw new Error(`Unsupported colour "${colour}": use #rgb, #rrggbb, rgb() or rgba()`);
  return { type: match[1] as Rgb['type'], values: match[2]!.split(',').map((v) => parseFloat(v)) };
}

const recompose = ({ type, values }: Rgb) => `${type}(${values.map((n, i) => (i < 3 ? Math.trunc(n) : n)).join(', ')})`;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

export function lighten(colour: string, coefficient: number): string {
  const rgb = decompose(colour);
  for (let i = 0; i < 3; i++) rgb.values[i]! += (255 - rgb.values[i]!) * clamp(coefficient);
  return recompose(rgb);
}

export function darken(colour: string, coefficient: number): string {
  const rgb = decompose(colour);
  for (let i = 0; i < 3; i++) rgb.values[i]! *= 1 - clamp(coefficient);
  return recompose(rgb);
}

/** `colour` at the given opacity, as `rgba()`. */
export function alpha(colour: string, value: number): string {
  const rgb = decompose(colour);
  rgb.values[3] = clamp(value);
  return recompose({ type: 'rgba', values: rgb.values });
}

/** WCAG relative luminance, to three decimals as MUI rounds it. */
function luminance(colour: string): number {
  const [r, g, b] = decompose(colour).values.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return Number((0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toFixed(3));
}

export function getContrastRatio(foreground: string, background: string): number {
  const a = luminance(foreground);
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Text for small type on a coloured background: white where it reads at WCAG AA's 4.5:1, else
 * black. The theme's `getContrastText` keeps MUI's threshold of 3 (large text and buttons); a car
 * card's tag is 13 px bold, for which white on the warning shade (#e65100, 3.78:1) fails.
 */
export function smallTextOn(background: string): string {
  return getContrastRatio('#fff', background) >= 4.5 ? '#fff' : '#000';
}
