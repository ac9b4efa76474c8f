import { alpha, styled } from '@/features/theme/styled';
import { Icon } from '@/features/ui/icons';
import type { CarDetail } from './carDetailModel';
import { body2 } from './styles';

/** MUI's standard Alert (info, and warning without its icon) over plain elements. */
const Root = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  '.alert': {
    ...body2(theme),
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
  },
  '.info': { background: '#e5f6fd', color: '#014361' },
  '.warning': { background: '#fff4e5', color: '#663c00' },
  '.icon': { display: 'flex', marginRight: 12, padding: '7px 0', opacity: 0.9, color: theme.palette.info.main },
  '.message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  '.title': { ...theme.typography.body1, fontWeight: 500, margin: '-2px 0 0.35em' },
  p: { margin: 0 },
  '.heading': { ...theme.typography.body1, fontWeight: 800 },
  '.contract': { marginTop: 4 },
  a: {
    color: theme.palette.primary.main,
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
}));

/**
 * Market notices (domain requiredDisclosures): NZ used vehicles link their Consumer Information
 * Notice; US used cars show the Buyers Guide, as is or with the dealer's warranty.
 */
export function Disclosures({ car }: { car: CarDetail }) {
  if (car.disclosures.length === 0) return null;
  return (
    <Root aria-label="Legal notices" data-testid="disclosures">
      {car.disclosures.map(({ disclosure, url, warrantyTerms }) =>
        disclosure.kind === 'consumer-information-notice' ? (
          <div key={disclosure.kind} role="alert" className="alert info" data-testid="consumer-information-notice">
            <div className="icon">
              <Icon name="info" size={22} />
            </div>
            <div className="message">
              <div className="title">{disclosure.label}</div>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  View the {disclosure.label} for this vehicle (stock no. {car.stocknum})
                </a>
              ) : (
                <p>
                  The {disclosure.label} for this vehicle is available from the dealer on request (stock no. {car.stocknum}).
                </p>
              )}
            </div>
          </div>
        ) : (
          <div key={disclosure.kind} role="alert" className="alert warning" data-testid="buyers-guide">
            <div className="message">
              <div className="title">{disclosure.label}</div>
              <p className="heading">{disclosure.heading}</p>
              {warrantyTerms && <p>{warrantyTerms}</p>}
              <p className="contract">
                The information you see on the window form for this vehicle is part of this contract. Information on the window form
                overrides any contrary provisions in the contract of sale.
              </p>
            </div>
          </div>
        ),
      )}
    </Root>
  );
}
