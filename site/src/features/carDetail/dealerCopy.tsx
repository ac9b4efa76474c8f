/**
 * The dealer copy of the tabs and panels (spec §9: reserve deposit refundable, car held 48 hours;
 * the 48-hour money-back guarantee and its terms). Amounts come from configuration.
 */
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

export function ReserveOnlineCopy({ deposit, word }: { deposit: string; word: string }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Reserve this {word} online with a refundable {deposit} deposit and we will hold it for you for 48 hours while you arrange a test
        drive, finance or your trade-in.
      </Typography>
      <Typography>If you change your mind, your deposit is refunded in full.</Typography>
    </>
  );
}

export function WhyBuyCopy() {
  return (
    <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
      <li>48-hour money-back guarantee: return the vehicle within 2 days, by 5pm the next day, for a full refund.</li>
      <li>A local team that knows every vehicle in stock, and will tell you all about this one.</li>
      <li>Finance, trade-ins and reserve online: everything under one roof.</li>
    </Box>
  );
}

export function ProtectYourCarCopy() {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Ask us about extended warranty, paint and interior protection, and roadside assistance for your new vehicle.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Money-back guarantee terms: does not apply beyond 300 km, to damaged vehicles, or where a finance payout exceeds the refund; limited
        to 2 vehicles per customer in any 12 months.
      </Typography>
    </>
  );
}
