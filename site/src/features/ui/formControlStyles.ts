/**
 * MUI's outlined field look for plain form elements (label, input, select), shared by the forms that
 * hydrate without MUI's inputs: the lead form and the finance calculator. Each form keeps its own
 * selectors (which inputs get the box) and its own differences beside these.
 */
import { keyframes, type CSSObject, type Theme } from '@/features/theme/styled';

/** A label above its control and its messages. */
export const formField: CSSObject = { display: 'grid', gap: 4 };

export const formLabel = (theme: Theme): CSSObject => ({ fontWeight: 600, fontSize: theme.typography.pxToRem(14) });

/** A text input, select or textarea: bordered, full width. */
export const formControl = (theme: Theme): CSSObject => ({
  font: 'inherit',
  padding: '9px 12px',
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  width: '100%',
  boxSizing: 'border-box',
});

/** For `[aria-invalid=true]`: important, to beat the control selectors' higher specificity. */
export const formControlInvalid = (theme: Theme): CSSObject => ({ borderColor: `${theme.palette.error.main} !important` });

/** A checkbox or radio beside its label text. */
export const formChoice: CSSObject = { display: 'inline-flex', alignItems: 'center', gap: 8 };

export const formChoiceInput = (theme: Theme): CSSObject => ({ width: 18, height: 18, margin: 0, accentColor: theme.palette.primary.main });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinner a submit button shows while its form is being sent (slower for reduced motion). */
export const submitSpinner: CSSObject = {
  display: 'inline-block',
  width: 18,
  height: 18,
  marginRight: 10,
  verticalAlign: '-3px',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
};
