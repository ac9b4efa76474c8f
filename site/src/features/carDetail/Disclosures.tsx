import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CarDetail } from './carDetailModel';

/**
 * Market notices (domain requiredDisclosures): NZ used vehicles link their Consumer Information
 * Notice; US used cars show the Buyers Guide, as is or with the dealer's warranty.
 */
export function Disclosures({ car }: { car: CarDetail }) {
  if (car.disclosures.length === 0) return null;
  return (
    <Box component="section" aria-label="Legal notices" sx={{ display: 'grid', gap: 1.5 }} data-testid="disclosures">
      {car.disclosures.map(({ disclosure, url, warrantyTerms }) =>
        disclosure.kind === 'consumer-information-notice' ? (
          <Alert key={disclosure.kind} severity="info" data-testid="consumer-information-notice">
            <AlertTitle>{disclosure.label}</AlertTitle>
            {url ? (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                View the {disclosure.label} for this vehicle (stock no. {car.stocknum})
              </Link>
            ) : (
              <Typography variant="body2">
                The {disclosure.label} for this vehicle is available from the dealer on request (stock no. {car.stocknum}).
              </Typography>
            )}
          </Alert>
        ) : (
          <Alert key={disclosure.kind} severity="warning" icon={false} data-testid="buyers-guide">
            <AlertTitle>{disclosure.label}</AlertTitle>
            <Typography sx={{ fontWeight: 800 }}>{disclosure.heading}</Typography>
            {warrantyTerms && <Typography variant="body2">{warrantyTerms}</Typography>}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              The information you see on the window form for this vehicle is part of this contract. Information on the window form overrides
              any contrary provisions in the contract of sale.
            </Typography>
          </Alert>
        ),
      )}
    </Box>
  );
}
