/**
 * The tokens every page's first screen styles itself with: MUI's look (palette, typography,
 * shadows, shape) for a tenant's branding, as a plain object. MUI's `createTheme` and its styled
 * engine cost about 24 KB of gzipped JavaScript on every page and a theme build while a phone
 * hydrates; the header, cards, search and car pages need only these values. Components that use
 * MUI's own components get a real MUI theme in their lazily loaded chunk (`MuiThemeScope`).
 *
 * The values are MUI's defaults with the tenant's overrides, and `siteTheme.test.ts` checks each
 * one against `createTheme(tenantThemeOptions(branding))`, so the two cannot drift apart.
 */
import { darken, getContrastRatio, lighten } from './colour';
import type { SiteBranding } from '@/features/tenant/loadSite';
import { BREAKPOINTS, SYSTEM_FONTS } from './breakpoints';

export interface PaletteColour {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

interface TextStyle {
  fontFamily: string;
  fontWeight: number;
  fontSize: string;
  lineHeight: number;
  /** MUI sets letter spacing only for its own Roboto; the site never uses Roboto. */
  letterSpacing?: string;
  textTransform?: 'none';
}

/** The tokens the first screen's styles read (add one here when a style needs it). */
export interface SiteTheme {
  breakpoints: { values: typeof BREAKPOINTS };
  palette: {
    primary: PaletteColour;
    secondary: PaletteColour;
    error: PaletteColour;
    warning: PaletteColour;
    info: PaletteColour;
    success: PaletteColour;
    common: { black: string; white: string };
    grey: Record<100 | 400 | 500 | 700 | 900, string>;
    text: { primary: string; secondary: string; disabled: string };
    divider: string;
    background: { default: string; paper: string };
    action: { active: string; hover: string; hoverOpacity: number; disabled: string };
    getContrastText: (background: string) => string;
  };
  typography: {
    fontFamily: string;
    h1: TextStyle;
    h2: TextStyle;
    h3: TextStyle;
    body1: TextStyle;
    body2: TextStyle;
    button: TextStyle;
    caption: TextStyle;
    pxToRem: (px: number) => string;
  };
  shape: { borderRadius: number };
  /** MUI's elevations 0 to 8 (the site uses no deeper shadow). */
  shadows: readonly string[];
  zIndex: { appBar: number };
  transitions: {
    duration: {
      shortest: number;
      shorter: number;
      short: number;
      standard: number;
      complex: number;
      enteringScreen: number;
      leavingScreen: number;
    };
    create: (props: string | string[], options?: { duration?: number; easing?: string; delay?: number }) => string;
  };
}

const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
/** MUI's contrast rule: white text when it reaches a 3:1 ratio, else dark text. */
const contrastText = (background: string) => (getContrastRatio(background, '#fff') >= 3 ? '#fff' : DARK_TEXT);
/** MUI's `augmentColor` with its tonal offset of 0.2. */
const augment = (main: string): PaletteColour => ({
  main,
  light: lighten(main, 0.2),
  dark: darken(main, 0.3),
  contrastText: contrastText(main),
});

const umbra = 'rgba(0,0,0,0.2)';
const penumbra = 'rgba(0,0,0,0.14)';
const ambient = 'rgba(0,0,0,0.12)';
const shadow = (...px: number[]) =>
  `${px[0]}px ${px[1]}px ${px[2]}px ${px[3]}px ${umbra},${px[4]}px ${px[5]}px ${px[6]}px ${px[7]}px ${penumbra},${px[8]}px ${px[9]}px ${px[10]}px ${px[11]}px ${ambient}`;

const SHADOWS = [
  'none',
  shadow(0, 2, 1, -1, 0, 1, 1, 0, 0, 1, 3, 0),
  shadow(0, 3, 1, -2, 0, 2, 2, 0, 0, 1, 5, 0),
  shadow(0, 3, 3, -2, 0, 3, 4, 0, 0, 1, 8, 0),
  shadow(0, 2, 4, -1, 0, 4, 5, 0, 0, 1, 10, 0),
  shadow(0, 3, 5, -1, 0, 5, 8, 0, 0, 1, 14, 0),
  shadow(0, 3, 5, -1, 0, 6, 10, 0, 0, 1, 18, 0),
  shadow(0, 4, 5, -2, 0, 7, 10, 1, 0, 2, 16, 1),
  shadow(0, 5, 5, -3, 0, 8, 10, 1, 0, 3, 14, 2),
] as const;

/** MUI's standard easing (easeInOut), the one the site's transitions use. */
const EASE_IN_OUT = 'cubic-bezier(0.4, 0, 0.2, 1)';
const DURATION = { shortest: 150, shorter: 200, short: 250, standard: 300, complex: 375, enteringScreen: 225, leavingScreen: 195 };

/** MUI's `transitions.create`. */
function createTransition(props: string | string[], options: { duration?: number; easing?: string; delay?: number } = {}) {
  const { duration = DURATION.standard, easing = EASE_IN_OUT, delay = 0 } = options;
  return (Array.isArray(props) ? props : [props])
    .map((prop) => `${prop} ${Math.round(duration)}ms ${easing} ${Math.round(delay)}ms`)
    .join(',');
}

/** MUI's text variant, its size in rem of a 16 px root. */
const text = (fontFamily: string, fontWeight: number, px: number, lineHeight: number): TextStyle => ({
  fontFamily,
  fontWeight,
  fontSize: `${px / 16}rem`,
  lineHeight,
});

/** The look of pages without a tenant (an unknown host's error pages): MUI's default colours. */
export const NEUTRAL_BRANDING: SiteBranding = {
  primaryColour: '#1976d2',
  secondaryColour: '#9c27b0',
  backgroundColour: '#ffffff',
  headingFont: null,
  bodyFont: null,
  logoUrl: null,
  tagline: null,
};

/** A colour the palette arithmetic takes (hex, rgb(), rgba()). */
function isUsableColour(colour: string): boolean {
  try {
    lighten(colour, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The branding with any colour the palette cannot use (the CMS asks for hex, older records may hold
 * anything) replaced by the neutral one: a page must not fail over a colour.
 */
export function usableBranding(branding: SiteBranding): SiteBranding {
  const colours = ['primaryColour', 'secondaryColour', 'backgroundColour'] as const;
  if (colours.every((key) => isUsableColour(branding[key]))) return branding;
  const fixed = { ...branding };
  for (const key of colours) if (!isUsableColour(fixed[key])) fixed[key] = NEUTRAL_BRANDING[key];
  return fixed;
}

const cache = new Map<string, SiteTheme>();

/** A tenant's tokens (the same object for the same branding, so providers do not re-render). */
export function siteTheme(branding: SiteBranding = NEUTRAL_BRANDING): SiteTheme {
  const key = JSON.stringify([
    branding.primaryColour,
    branding.secondaryColour,
    branding.backgroundColour,
    branding.bodyFont,
    branding.headingFont,
  ]);
  let theme = cache.get(key);
  if (!theme) {
    theme = buildSiteTheme(usableBranding(branding));
    cache.set(key, theme);
  }
  return theme;
}

function buildSiteTheme(branding: SiteBranding): SiteTheme {
  const body = branding.bodyFont ?? SYSTEM_FONTS;
  const heading = branding.headingFont ?? body;
  return {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: augment(branding.primaryColour),
      secondary: augment(branding.secondaryColour),
      error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#fff' },
      warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#fff' },
      info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: '#fff' },
      success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
      common: { black: '#000', white: '#fff' },
      grey: { 100: '#f5f5f5', 400: '#bdbdbd', 500: '#9e9e9e', 700: '#616161', 900: '#212121' },
      text: { primary: DARK_TEXT, secondary: 'rgba(0, 0, 0, 0.6)', disabled: 'rgba(0, 0, 0, 0.38)' },
      divider: 'rgba(0, 0, 0, 0.12)',
      background: { default: branding.backgroundColour, paper: '#ffffff' },
      action: {
        active: 'rgba(0, 0, 0, 0.54)',
        hover: 'rgba(0, 0, 0, 0.04)',
        hoverOpacity: 0.04,
        disabled: 'rgba(0, 0, 0, 0.26)',
      },
      getContrastText: contrastText,
    },
    typography: {
      fontFamily: body,
      // tenantThemeOptions' headings (h1 2.25rem/700, h2 1.75rem/700, h3 1.35rem/600) on MUI's line heights.
      h1: text(heading, 700, 36, 1.167),
      h2: text(heading, 700, 28, 1.2),
      h3: text(heading, 600, 21.6, 1.167),
      body1: text(body, 400, 16, 1.5),
      body2: text(body, 400, 14, 1.43),
      button: { ...text(body, 600, 14, 1.75), textTransform: 'none' },
      caption: text(body, 400, 12, 1.66),
      pxToRem: (px: number) => `${px / 16}rem`,
    },
    shape: { borderRadius: 6 },
    shadows: SHADOWS,
    zIndex: { appBar: 1100 },
    transitions: { duration: DURATION, create: createTransition },
  };
}
