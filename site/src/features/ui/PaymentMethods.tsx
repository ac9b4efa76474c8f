/** Spec §2 "payment-methods strip": the cards and wallets a shopper can pay a deposit with, by name. */
import { styled } from '@/features/theme/styled';

/** Spec §2, in the spec's order. */
export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;

const Strip = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  li: {
    padding: '4px 10px',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 700,
    whiteSpace: 'nowrap',
  },
}));

export function PaymentMethods({ label = 'Payment methods we accept' }: { label?: string }) {
  return (
    <Strip aria-label={label} data-testid="payment-methods">
      {PAYMENT_METHODS.map((method) => (
        <li key={method}>{method}</li>
      ))}
    </Strip>
  );
}
