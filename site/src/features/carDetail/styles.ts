/**
 * Style pieces shared by the car page's styled roots: MUI's look (outlined Paper, Button, body2)
 * for plain elements, so the page hydrates without a styled component per element on phones.
 */
import type { CSSObject, Theme } from '@/features/theme/styled';

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

/** MUI's Button as class names (shared with the rest of the site: features/ui/buttonStyles). */
export { buttons } from '@/features/ui/buttonStyles';
