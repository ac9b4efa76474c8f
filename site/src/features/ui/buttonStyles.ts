/**
 * MUI's Button look as class names on plain elements (`a` or `button`), for the parts of the site
 * that hydrate on a phone's first screen: no MUI component, no styled component per button.
 */
import { alpha, type CSSObject, type Theme } from '@/features/theme/styled';

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
    // On a coloured background (the home page's hero): the text colour, outlined in it.
    '.btn.outlined.inherit': {
      color: 'inherit',
      borderColor: 'currentColor',
      '@media (hover: hover)': { '&:hover': { background: 'rgba(255, 255, 255, 0.12)', borderColor: 'currentColor' } },
    },
    '.btn.large': { fontSize: theme.typography.pxToRem(15), padding: '8px 11px' },
    '.btn.large.outlined': { padding: '7px 21px' },
    '.btn.large.contained': { padding: '8px 22px' },
    '.btn.full': { width: '100%' },
    '.btn .start': { display: 'inherit', marginRight: 8, marginLeft: -4 },
  };
};
