/**
 * Style pieces shared by the car page's styled roots: MUI's look (outlined Paper, Button, body2)
 * for plain elements, so the page hydrates without a styled component per element on phones.
 */
import { alpha, type CSSObject, type Theme } from '@/features/theme/styled';

/** MUI's outlined Paper. */
export const card = (theme: Theme): CSSObject => ({
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: 16,
});

/** MUI's body2 text (no margin). */
export const body2 = (theme: Theme): CSSObject => ({
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  letterSpacing: theme.typography.body2.letterSpacing,
});

/** A card's heading: the tenant's h3 at 1.1rem. */
export const cardHeading = (theme: Theme): CSSObject => ({ ...theme.typography.h3, fontSize: '1.1rem', margin: '0 0 8px' });

/** A section's heading: the tenant's h3. */
export const sectionHeading = (theme: Theme): CSSObject => ({ ...theme.typography.h3, margin: '0 0 12px' });

const transition = (theme: Theme) =>
  theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short });

/**
 * MUI's Button as class names on a plain `a` or `button`: `btn` (text), plus `outlined` or
 * `contained`, `large`, `full` (full width), `secondary`; an icon before the label in `.start`.
 */
export const buttons = (theme: Theme): CSSObject => {
  const { primary, secondary } = theme.palette;
  const hover = theme.palette.action.hoverOpacity;
  return {
    '.btn': {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 64,
      margin: 0,
      padding: '6px 8px',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'transparent',
      color: primary.main,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      transition: transition(theme),
      '@media (hover: hover)': { '&:hover': { background: alpha(primary.main, hover) } },
      '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
    '.btn.outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(primary.main, 0.5)}`,
      '@media (hover: hover)': { '&:hover': { borderColor: primary.main } },
    },
    '.btn.contained': {
      padding: '6px 16px',
      color: primary.contrastText,
      background: primary.main,
      boxShadow: theme.shadows[2],
      '@media (hover: hover)': { '&:hover': { background: primary.dark, boxShadow: theme.shadows[4] } },
      '&:active': { boxShadow: theme.shadows[8] },
    },
    '.btn.contained.secondary': {
      color: secondary.contrastText,
      background: secondary.main,
      '@media (hover: hover)': { '&:hover': { background: secondary.dark } },
    },
    '.btn.large': { fontSize: theme.typography.pxToRem(15), padding: '8px 11px' },
    '.btn.large.outlined': { padding: '7px 21px' },
    '.btn.large.contained': { padding: '8px 22px' },
    '.btn.full': { width: '100%' },
    '.btn .start': { display: 'inherit', marginRight: 8, marginLeft: -4 },
  };
};
