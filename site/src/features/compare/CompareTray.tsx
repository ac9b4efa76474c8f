/**
 * The compare tray (issue 14): while the shopper has cars to compare, a bar at the bottom of the
 * results says how many and links to the compare page with them. Loaded only once a car is added.
 */
import { COMPARE_MAX, COMPARE_TEXTS, compareHref } from '@dealer/domain';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { saveCompare } from './compareClient';

const Bar = styled('aside')(({ theme }) => ({
  ...buttons(theme),
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 1200,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: '10px 16px',
  background: theme.palette.background.paper,
  borderTop: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 -2px 8px rgba(0,0,0,0.12)',
  p: { margin: 0, fontWeight: 600 },
}));

export interface CompareTrayProps {
  tenant: string;
  slugs: readonly string[];
  /** Shows a list (Clear empties it). */
  show: (list: string[]) => void;
}

export function CompareTray({ tenant, slugs, show }: CompareTrayProps) {
  const count = slugs.length;
  return (
    <Bar aria-label="Compare cars" data-testid="compare-tray">
      <p role="status">
        {count} of {COMPARE_MAX} cars to compare{count === 1 ? `. ${COMPARE_TEXTS.tooFew}` : ''}
      </p>
      {count > 1 && (
        <a className="btn contained" href={compareHref(slugs)}>
          Compare {count} cars
        </a>
      )}
      <button type="button" className="btn outlined" onClick={() => saveCompare(tenant, [], show)}>
        Clear
      </button>
    </Bar>
  );
}
