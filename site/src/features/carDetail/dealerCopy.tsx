/**
 * The dealer copy of the tabs and panels (spec §9: reserve deposit refundable, car held 48 hours;
 * the 48-hour money-back guarantee and its terms). Amounts come from configuration.
 */
import { styled } from '@/features/theme/styled';
import { body2 } from './styles';

const Copy = styled('div')(({ theme }) => ({
  p: { margin: 0 },
  'p + p': { marginTop: 8 },
  ul: { margin: 0, paddingLeft: 20 },
  li: { marginBottom: 6 },
  '.terms': { ...body2(theme), color: theme.palette.text.secondary },
}));

export function ReserveOnlineCopy({ deposit, word }: { deposit: string; word: string }) {
  return (
    <Copy>
      <p>
        Reserve this {word} online with a refundable {deposit} deposit and we will hold it for you for 48 hours while you arrange a test
        drive, finance or your trade-in.
      </p>
      <p>If you change your mind, your deposit is refunded in full.</p>
    </Copy>
  );
}

export function WhyBuyCopy() {
  return (
    <Copy>
      <ul>
        <li>48-hour money-back guarantee: return the vehicle within 2 days, by 5pm the next day, for a full refund.</li>
        <li>A local team that knows every vehicle in stock, and will tell you all about this one.</li>
        <li>Finance, trade-ins and reserve online: everything under one roof.</li>
      </ul>
    </Copy>
  );
}

export function ProtectYourCarCopy() {
  return (
    <Copy>
      <p>Ask us about extended warranty, paint and interior protection, and roadside assistance for your new vehicle.</p>
      <p className="terms">
        Money-back guarantee terms: does not apply beyond 300 km, to damaged vehicles, or where a finance payout exceeds the refund; limited
        to 2 vehicles per customer in any 12 months.
      </p>
    </Copy>
  );
}
