import { createTheme } from '@mui/material/styles';
import type { SiteBranding } from '@/features/tenant/loadSite';
import { NEUTRAL_BRANDING, siteTheme, type SiteTheme } from './siteTheme';
import { tenantTheme, tenantThemeOptions } from './tenantTheme';

const branding = (overrides: Partial<SiteBranding>): SiteBranding => ({ ...NEUTRAL_BRANDING, ...overrides });

/** The seeded tenants' brandings, and edge cases of the contrast rule (a pale and a mid colour). */
const BRANDINGS = {
  coastline: branding({
    primaryColour: '#0b3d91',
    secondaryColour: '#00a3e0',
    headingFont: '"Montserrat", sans-serif',
    bodyFont: '"Open Sans", sans-serif',
  }),
  harbour: branding({
    primaryColour: '#101010',
    secondaryColour: '#c8102e',
    backgroundColour: '#fafafa',
    bodyFont: '"Helvetica Neue", Arial, sans-serif',
  }),
  kiwi: branding({
    primaryColour: '#1b5e20',
    secondaryColour: '#f9a825',
    backgroundColour: '#fffdf5',
    headingFont: '"Merriweather", Georgia, serif',
  }),
  pale: branding({ primaryColour: '#fff3b0', secondaryColour: '#808080' }),
  shortHex: branding({ primaryColour: '#f00', secondaryColour: '#0af' }),
  neutral: NEUTRAL_BRANDING,
} satisfies Record<string, SiteBranding>;

const TEXT_VARIANTS = ['h1', 'h2', 'h3', 'body1', 'body2', 'button', 'caption'] as const;

describe("siteTheme: the first screen's tokens are MUI's theme for the same branding", () => {
  it.each(Object.entries(BRANDINGS))('%s', (_name, b) => {
    const tokens = siteTheme(b);
    const mui = createTheme(tenantThemeOptions(b));
    for (const role of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      expect({ role, ...tokens.palette[role] }).toEqual({
        role,
        main: mui.palette[role].main,
        light: mui.palette[role].light,
        dark: mui.palette[role].dark,
        contrastText: mui.palette[role].contrastText,
      });
    }
    expect(tokens.palette.common).toEqual({ black: mui.palette.common.black, white: mui.palette.common.white });
    for (const [shade, value] of Object.entries(tokens.palette.grey))
      expect([shade, value]).toEqual([shade, mui.palette.grey[shade as unknown as keyof typeof mui.palette.grey]]);
    expect(tokens.palette.text).toEqual({
      primary: mui.palette.text.primary,
      secondary: mui.palette.text.secondary,
      disabled: mui.palette.text.disabled,
    });
    expect(tokens.palette.divider).toBe(mui.palette.divider);
    expect(tokens.palette.background).toEqual({ default: mui.palette.background.default, paper: mui.palette.background.paper });
    for (const [key, value] of Object.entries(tokens.palette.action))
      expect([key, value]).toEqual([key, mui.palette.action[key as keyof typeof mui.palette.action]]);
    for (const colour of [b.primaryColour, b.secondaryColour, '#ffffff', '#000000', '#777777', '#2e7d32']) {
      expect([colour, tokens.palette.getContrastText(colour)]).toEqual([colour, mui.palette.getContrastText(colour)]);
    }

    expect(tokens.typography.fontFamily).toBe(mui.typography.fontFamily);
    for (const variant of TEXT_VARIANTS) {
      const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing, textTransform } = mui.typography[variant];
      expect({ variant, ...tokens.typography[variant] }).toEqual({
        variant,
        fontFamily,
        fontWeight,
        fontSize,
        lineHeight,
        letterSpacing,
        textTransform,
      });
    }
    for (const px of [13, 14, 15, 18]) expect(tokens.typography.pxToRem(px)).toBe(mui.typography.pxToRem(px));

    expect(tokens.shape).toEqual(mui.shape);
    tokens.shadows.forEach((shadow, elevation) => expect([elevation, shadow]).toEqual([elevation, mui.shadows[elevation]]));
    for (const [key, value] of Object.entries(tokens.zIndex))
      expect([key, value]).toEqual([key, mui.zIndex[key as keyof SiteTheme['zIndex']]]);
    expect(tokens.transitions.duration).toEqual(mui.transitions.duration);
    expect(tokens.transitions.create(['background-color', 'color'], { duration: 250 })).toBe(
      mui.transitions.create(['background-color', 'color'], { duration: 250 }),
    );
    expect(tokens.transitions.create('transform', { duration: 150 })).toBe(mui.transitions.create('transform', { duration: 150 }));
    expect(tokens.transitions.create('opacity')).toBe(mui.transitions.create('opacity'));
    expect(tokens.breakpoints.values).toEqual(mui.breakpoints.values);
  });

  it('a colour the palette cannot use falls back to the neutral one, in both themes', () => {
    const odd = branding({ primaryColour: 'hsl(0, 100%, 50%)', secondaryColour: 'banana', backgroundColour: '#fafafa' });
    expect(siteTheme(odd).palette.primary.main).toBe(NEUTRAL_BRANDING.primaryColour);
    expect(siteTheme(odd).palette.secondary.main).toBe(NEUTRAL_BRANDING.secondaryColour);
    expect(siteTheme(odd).palette.background.default).toBe('#fafafa');
    expect(tenantTheme(odd).palette.secondary.main).toBe(NEUTRAL_BRANDING.secondaryColour);
  });

  it('is built once per branding, so the theme provider keeps one object', () => {
    expect(siteTheme(branding({ primaryColour: '#123456' }))).toBe(siteTheme(branding({ primaryColour: '#123456' })));
    expect(siteTheme(branding({ primaryColour: '#123456' }))).not.toBe(siteTheme(branding({ primaryColour: '#654321' })));
    expect(tenantTheme(BRANDINGS.kiwi)).toBe(tenantTheme({ ...BRANDINGS.kiwi }));
  });

  it("the MUI theme keeps the site's settings: no ripple, the spec's breakpoints", () => {
    const mui = tenantTheme(BRANDINGS.coastline);
    expect(mui.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(mui.breakpoints.values).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(mui.typography.h1.fontFamily).toBe('"Montserrat", sans-serif');
  });
});
