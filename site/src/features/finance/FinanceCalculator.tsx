/**
 * `/finance-calculator` (spec §2 "a finance calculator (guaranteed future value)", §9 default rate):
 * the shopper types a price, deposit, term and rate and sees the weekly and monthly repayments as
 * they type, from the domain's amortisation. Money is shown in the tenant's locale and currency.
 * A car's Get Finance link carries its price (`vehiclePriceBudget`): the calculator starts from it
 * (`/personalised/finance?car_id=…&vehiclePriceBudget=…`).
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/router';
import {
  CALCULATOR_TERMS,
  GUARANTEED_FUTURE_VALUE_PERCENT,
  calculateRepayments,
  calculatorDefaults,
  guaranteedFutureValueOffered,
  type CalculatorField,
  type LocaleFormat,
} from '@dealer/domain';
import { styled } from '@/features/theme/styled';
import { buttons } from '@/features/ui/buttonStyles';
import { formChoice, formChoiceInput, formControl, formControlInvalid, formField, formLabel } from '@/features/ui/formControlStyles';
import { up } from '@/features/ui/styles';
import { numberFormat } from '@/lib/intlFormats';

const Root = styled('section')(({ theme }) => ({
  ...buttons(theme),
  display: 'grid',
  gap: 24,
  maxWidth: 960,
  marginTop: 24,
  [up('md')]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  form: { display: 'grid', gap: 14 },
  '.field': formField,
  label: formLabel(theme),
  'input[type=text], select': formControl(theme),
  '[aria-invalid=true]': formControlInvalid(theme),
  '.field-error': { ...theme.typography.body2, color: theme.palette.error.main, margin: 0 },
  '.hint': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
  '.choice': { ...formChoice, fontWeight: 600 },
  '.choice input': formChoiceInput(theme),
  '.results': {
    padding: 20,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    h2: { ...theme.typography.h3, fontSize: '1.3rem', margin: '0 0 12px' },
    dl: { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'baseline', gap: '8px 16px', margin: '0 0 16px' },
    dt: { ...theme.typography.body1 },
    dd: { margin: 0, fontWeight: 700, textAlign: 'right' },
    '.headline': { fontSize: '1.5rem', color: theme.palette.primary.main },
  },
  '.disclaimer': { fontSize: '0.75rem', lineHeight: 1.5, color: theme.palette.text.secondary, margin: '12px 0 0' },
}));

export interface FinanceCalculatorProps {
  locale: string;
  format: LocaleFormat;
  /** The tenant's starting rate (spec §9: 8.5 for one group, 10 elsewhere). */
  ratePercent: number;
  /** Where the tenant's finance enquiry is (`/finance`, `/finance-enquiry` …). */
  financePath: string;
  /** The page has its own finance form (`#finance-form`): Apply for finance goes there. */
  formOnPage?: boolean;
}

/** What the shopper typed: text, so that '$35,000' and a half-typed '8.' are kept as typed. */
type Typed = { price: string; deposit: string; termMonths: string; annualRatePercent: string; guaranteedFutureValue: boolean };

/** People type money and rates as they see them: '$35,000' is 35000, '8.5%' is 8.5. */
const numberOf = (typed: string) => {
  const cleaned = typed.replace(/[$,%\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};

export function FinanceCalculator({ locale, format, ratePercent, financePath, formOnPage = false }: FinanceCalculatorProps) {
  const idPrefix = useId();
  const start = calculatorDefaults(ratePercent);
  const [typed, setTyped] = useState<Typed>({
    price: String(start.price),
    deposit: String(start.deposit),
    termMonths: String(start.termMonths),
    annualRatePercent: String(start.annualRatePercent),
    guaranteedFutureValue: false,
  });
  // The page is static: the query is known once the router is ready, and only then is the car's price read.
  const { isReady, query } = useRouter();
  const budget = Array.isArray(query.vehiclePriceBudget) ? query.vehiclePriceBudget[0] : query.vehiclePriceBudget;
  useEffect(() => {
    if (!isReady || !budget || !/^\d{1,7}$/.test(budget) || Number(budget) <= 0) return;
    setTyped((current) => ({ ...current, price: budget, deposit: String(calculatorDefaults(ratePercent, Number(budget)).deposit) }));
  }, [isReady, budget, ratePercent]);
  const termMonths = Number(typed.termMonths);
  const gfvOffered = guaranteedFutureValueOffered(termMonths);
  const outcome = calculateRepayments({
    price: numberOf(typed.price),
    deposit: numberOf(typed.deposit),
    termMonths,
    annualRatePercent: numberOf(typed.annualRatePercent),
    guaranteedFutureValue: typed.guaranteedFutureValue && gfvOffered,
  });
  const errors = new Map<CalculatorField, string>(outcome.ok ? [] : outcome.errors.map((e) => [e.field, e.message]));
  const money = numberFormat(locale, { style: 'currency', currency: format.currency, maximumFractionDigits: 0 });
  const id = (field: string) => `${idPrefix}-${field}`;
  const set = (field: keyof Typed) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setTyped((current) => ({ ...current, [field]: value }));
  };
  const control = (field: CalculatorField, hint?: string) => ({
    id: id(field),
    name: field,
    'aria-invalid': errors.has(field) || undefined,
    'aria-describedby':
      [errors.has(field) ? `${id(field)}-error` : null, hint ? `${id(field)}-hint` : null].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (field: CalculatorField) =>
    errors.has(field) ? (
      <p id={`${id(field)}-error`} className="field-error">
        {errors.get(field)}
      </p>
    ) : null;
  const price = numberOf(typed.price);
  const enquiry = formOnPage
    ? '#finance-form'
    : `${financePath}${Number.isFinite(price) && price > 0 ? `?vehiclePriceBudget=${Math.round(price)}` : ''}#finance-form`;

  return (
    <Root aria-label="Finance calculator" data-testid="finance-calculator">
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="field">
          <label htmlFor={id('price')}>Vehicle price</label>
          <input {...control('price')} type="text" inputMode="numeric" autoComplete="off" value={typed.price} onChange={set('price')} />
          {fieldError('price')}
        </div>
        <div className="field">
          <label htmlFor={id('deposit')}>Deposit</label>
          <input
            {...control('deposit')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed.deposit}
            onChange={set('deposit')}
          />
          {fieldError('deposit')}
        </div>
        <div className="field">
          <label htmlFor={id('termMonths')}>Loan term</label>
          <select {...control('termMonths')} value={typed.termMonths} onChange={set('termMonths')}>
            {CALCULATOR_TERMS.map((months) => (
              <option key={months} value={months}>
                {months} months ({months / 12} {months === 12 ? 'year' : 'years'})
              </option>
            ))}
          </select>
          {fieldError('termMonths')}
        </div>
        <div className="field">
          <label htmlFor={id('annualRatePercent')}>Interest rate (% a year)</label>
          <input
            {...control('annualRatePercent')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typed.annualRatePercent}
            onChange={set('annualRatePercent')}
          />
          {fieldError('annualRatePercent')}
        </div>
        <div className="field">
          <label className="choice" htmlFor={id('guaranteedFutureValue')}>
            <input
              {...control('guaranteedFutureValue', 'gfv')}
              type="checkbox"
              checked={typed.guaranteedFutureValue && gfvOffered}
              disabled={!gfvOffered}
              onChange={set('guaranteedFutureValue')}
            />
            Guaranteed future value
          </label>
          <p id={`${id('guaranteedFutureValue')}-hint`} className="hint">
            {gfvOffered
              ? `Finish the loan with a final payment of ${GUARANTEED_FUTURE_VALUE_PERCENT[termMonths]}% of the price: what the car is guaranteed to be worth then. Lower repayments until then.`
              : 'Offered on 24, 36 and 48 month terms.'}
          </p>
          {fieldError('guaranteedFutureValue')}
        </div>
      </form>
      <div className="results" aria-live="polite" data-testid="calculator-results">
        <h2>Your estimated repayments</h2>
        {outcome.ok ? (
          <dl>
            <dt>Weekly</dt>
            <dd className="headline" data-testid="payment-week">
              {money.format(outcome.result.paymentWeek)}
            </dd>
            <dt>Monthly</dt>
            <dd className="headline" data-testid="payment-month">
              {money.format(outcome.result.paymentMonth)}
            </dd>
            <dt>Amount financed</dt>
            <dd>{money.format(outcome.result.amountFinanced)}</dd>
            {outcome.result.finalPayment > 0 && (
              <>
                <dt>Final payment (guaranteed future value)</dt>
                <dd data-testid="final-payment">{money.format(outcome.result.finalPayment)}</dd>
              </>
            )}
            <dt>Monthly repayments plus final payment</dt>
            <dd>{money.format(outcome.result.totalMonthly)}</dd>
          </dl>
        ) : (
          <p className="hint">Fix the highlighted fields to see your repayments.</p>
        )}
        <a className="btn contained" href={enquiry}>
          Apply for finance
        </a>
        <p className="disclaimer">
          An estimate only, not an offer of finance: fees and charges are not included, and your rate depends on the lender&rsquo;s
          assessment. A guaranteed future value depends on the vehicle&rsquo;s kilometres and condition at the end of the term.
        </p>
      </div>
    </Root>
  );
}
