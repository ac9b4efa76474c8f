/** The frame of the shopper's own pages (sign-in, watchlist): the trade-in wizard's look, narrower. */
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { formChoice, formChoiceInput, formControl, formControlInvalid, formField, formLabel } from '@/features/ui/formControlStyles';

export const ShopperPanel = styled('section')(({ theme }) => ({
  ...buttons(theme),
  maxWidth: 560,
  padding: 20,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  h1: { ...theme.typography.h1, fontSize: '1.6rem', margin: '0 0 16px' },
  h2: { ...theme.typography.h2, fontSize: '1.25rem', margin: '28px 0 12px' },
  form: { display: 'grid', gap: 14 },
  '.field': formField,
  label: formLabel(theme),
  'input:not([type=checkbox])': formControl(theme),
  '.choice': { ...formChoice, alignItems: 'flex-start', fontWeight: 400 },
  '.choice input': { ...formChoiceInput(theme), flex: 'none', marginTop: 3 },
  '[aria-invalid=true]': formControlInvalid(theme),
  '.hint': { margin: 0, fontSize: theme.typography.pxToRem(14), color: theme.palette.text.secondary },
  '.field-error': { fontSize: theme.typography.pxToRem(14), color: theme.palette.error.main, margin: 0 },
  '.actions': { display: 'flex', flexWrap: 'wrap', gap: 10 },
  '.notice': { margin: 0 },
  '.entries': { listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 12 },
  '.entries li': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 10,
    paddingBottom: 12,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '.entry-text': { display: 'grid', gap: 2 },
  '.entry-title': { fontWeight: 600 },
  '.entry-state': { color: theme.palette.error.main, fontWeight: 600 },
  '.entry-change': { fontSize: theme.typography.pxToRem(14), color: theme.palette.text.secondary },
  '.entry-change.down': { color: theme.palette.success.dark },
  // Spec §8: form-level errors in a destructive alert.
  '.destructive': {
    background: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    borderRadius: theme.shape.borderRadius,
    padding: '10px 14px',
    margin: 0,
    fontWeight: 600,
  },
}));
