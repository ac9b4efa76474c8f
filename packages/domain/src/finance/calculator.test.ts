import {
  calculateRepayments,
  calculatorDefaults,
  guaranteedFutureValue,
  guaranteedFutureValueOffered,
  type CalculatorInput,
} from './calculator';

const base: CalculatorInput = { price: 35_000, deposit: 3_500, termMonths: 60, annualRatePercent: 10, guaranteedFutureValue: false };

function result(input: Partial<CalculatorInput>) {
  const outcome = calculateRepayments({ ...base, ...input });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result;
}

describe('calculateRepayments', () => {
  it('amortises the price less the deposit: $31,500 over 5 years at 10% is $669 a month', () => {
    const r = result({});
    expect(r.amountFinanced).toBe(31_500);
    expect(r.paymentMonth).toBe(669);
    expect(r.finalPayment).toBe(0);
    expect(r.totalMonthly).toBe(669 * 60);
    // 260 weekly repayments of a weekly rate: a little under 12/52 of the monthly one.
    expect(r.paymentWeek).toBe(154);
  });

  it('at 0% the repayments are the amount financed split evenly', () => {
    const r = result({ annualRatePercent: 0, termMonths: 48 });
    expect(r.paymentMonth).toBe(656); // 31,500 / 48 = 656.25
    expect(r.totalMonthly).toBe(656 * 48);
  });

  it('a guaranteed future value becomes the final payment and lowers the repayments', () => {
    const plain = result({ termMonths: 36, annualRatePercent: 8.5 });
    const gfv = result({ termMonths: 36, annualRatePercent: 8.5, guaranteedFutureValue: true });
    expect(gfv.finalPayment).toBe(15_750); // 45% of 35,000
    expect(gfv.paymentMonth).toBeLessThan(plain.paymentMonth);
    // The repayments and the final payment, discounted at the loan's rate, are worth what was lent.
    const r = 0.085 / 12;
    const exactMonth = ((31_500 - 15_750 / (1 + r) ** 36) * r) / (1 - (1 + r) ** -36);
    expect(gfv.paymentMonth).toBe(Math.round(exactMonth));
    expect(gfv.totalMonthly).toBe(Math.round(exactMonth) * 36 + 15_750);
  });

  it('caps the final payment at what is owed when the deposit is large', () => {
    const r = result({ termMonths: 24, deposit: 30_000, guaranteedFutureValue: true });
    expect(r.amountFinanced).toBe(5_000);
    expect(r.finalPayment).toBe(5_000);
    expect(r.paymentMonth).toBe(Math.round(5_000 * (0.1 / 12)));
  });

  it.each([
    [{ price: 0 }, 'price', 'Enter the vehicle price'],
    [{ price: Number.NaN }, 'price', 'Enter the vehicle price'],
    [{ price: 2_000_001 }, 'price', 'Enter a vehicle price up to 2,000,000'],
    [{ deposit: -1 }, 'deposit', 'Enter a deposit of 0 or more'],
    [{ deposit: 35_000 }, 'deposit', 'The deposit must be less than the price'],
    [{ termMonths: 30 }, 'termMonths', 'Choose a loan term'],
    [{ annualRatePercent: 31 }, 'annualRatePercent', 'Enter an interest rate from 0 to 30%'],
    [{ annualRatePercent: -0.5 }, 'annualRatePercent', 'Enter an interest rate from 0 to 30%'],
    [
      { termMonths: 60, guaranteedFutureValue: true },
      'guaranteedFutureValue',
      'A guaranteed future value is offered on 24, 36 and 48 month terms',
    ],
  ] as const)('refuses %j: %s', (input, field, message) => {
    expect(calculateRepayments({ ...base, ...input })).toEqual({ ok: false, errors: [{ field, message }] });
  });
});

describe('guaranteed future value', () => {
  it('is offered on 24, 36 and 48 months only', () => {
    expect([12, 24, 36, 48, 60].map(guaranteedFutureValueOffered)).toEqual([false, true, true, true, false]);
    expect(guaranteedFutureValue(40_000, 48)).toBe(14_800);
    expect(guaranteedFutureValue(40_000, 60)).toBe(0);
  });
});

describe('calculatorDefaults', () => {
  it('starts at the given rate with 10% down over 5 years', () => {
    expect(calculatorDefaults(8.5)).toEqual({
      price: 35_000,
      deposit: 3_500,
      termMonths: 60,
      annualRatePercent: 8.5,
      guaranteedFutureValue: false,
    });
    expect(calculatorDefaults().annualRatePercent).toBe(10);
  });
});
