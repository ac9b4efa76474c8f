import {
  OTP_LENGTH,
  OTP_MAX_CHECKS,
  OTP_TEXTS,
  OTP_TTL_MS,
  checkOtpAttempt,
  generateOtpCode,
  otpChecksAfter,
  otpCodeOf,
  otpExpiresAt,
  otpOutcomeText,
  otpSmsText,
  type OtpAttemptOutcome,
  type OtpChallengeState,
} from './oneTimeCode';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const challenge = (overrides: Partial<OtpChallengeState> = {}): OtpChallengeState => ({
  expiresAt: otpExpiresAt(new Date(NOW.getTime() - 60_000)),
  checks: 0,
  usedAt: null,
  codeMatches: false,
  ...overrides,
});

describe('the numbers (issue 14: 6 digits, 10 minutes, at most 5 checks)', () => {
  it('are those of the issue', () => {
    expect([OTP_LENGTH, OTP_TTL_MS, OTP_MAX_CHECKS]).toEqual([6, 600_000, 5]);
    expect(otpExpiresAt(NOW)).toBe('2026-11-26T10:10:00.000Z');
  });
});

describe('generateOtpCode', () => {
  it.each([
    [0, '000000'],
    [4217, '004217'],
    [123456, '123456'],
    [999_999, '999999'],
  ])('%i -> %s (leading zeros kept)', (value, code) => {
    expect(generateOtpCode(() => value)).toBe(code);
  });

  it('asks for a number below 1,000,000', () => {
    const randomInt = jest.fn(() => 1);
    generateOtpCode(randomInt);
    expect(randomInt).toHaveBeenCalledWith(1_000_000);
  });

  it.each([-1, 1_000_000, 1.5, Number.NaN])('throws on a source answering %p', (value) => {
    expect(() => generateOtpCode(() => value)).toThrow(RangeError);
  });
});

describe('otpCodeOf (what the shopper typed)', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['004217', '004217'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['１２３４５６', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, code) => {
    expect(otpCodeOf(input)).toBe(code);
  });
});

describe('checkOtpAttempt (single use, 10 minutes, 5 checks)', () => {
  it('a right code in time, unused, with checks left signs in', () => {
    expect(checkOtpAttempt(challenge({ codeMatches: true }), NOW)).toEqual({ kind: 'ok' });
    expect(checkOtpAttempt(challenge({ codeMatches: true, checks: 4 }), NOW)).toEqual({ kind: 'ok' });
  });

  it.each([
    [0, 4],
    [1, 3],
    [2, 2],
    [3, 1],
  ])('a wrong code after %i checks leaves %i', (checks, remaining) => {
    expect(checkOtpAttempt(challenge({ checks }), NOW)).toEqual({ kind: 'wrong-code', remaining });
  });

  it('the 5th wrong check locks the code', () => {
    expect(checkOtpAttempt(challenge({ checks: 4 }), NOW)).toEqual({ kind: 'locked' });
  });

  it('brute force stops after 5 tries: the 6th, even right, is refused', () => {
    const outcomes: OtpAttemptOutcome[] = [];
    let checks = 0;
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const outcome = checkOtpAttempt(challenge({ checks, codeMatches: attempt === 6 }), NOW);
      outcomes.push(outcome);
      checks = otpChecksAfter({ checks }, outcome);
    }
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'locked', 'locked']);
    expect(checks).toBe(5);
  });

  it('a used code stays used, whatever else holds', () => {
    const usedAt = '2026-11-26T09:59:30.000Z';
    expect(checkOtpAttempt(challenge({ usedAt, codeMatches: true }), NOW)).toEqual({ kind: 'used' });
    expect(checkOtpAttempt(challenge({ usedAt, checks: 5, expiresAt: '2026-11-26T09:00:00.000Z' }), NOW)).toEqual({ kind: 'used' });
  });

  it('an expired code is expired, right or wrong, from the expiry instant on', () => {
    const expiresAt = NOW.toISOString();
    expect(checkOtpAttempt(challenge({ expiresAt, codeMatches: true }), NOW)).toEqual({ kind: 'expired' });
    expect(checkOtpAttempt(challenge({ expiresAt }), NOW)).toEqual({ kind: 'expired' });
    expect(checkOtpAttempt(challenge({ expiresAt, codeMatches: true }), new Date(NOW.getTime() - 1))).toEqual({ kind: 'ok' });
  });

  it('an unreadable expiry counts as expired', () => {
    expect(checkOtpAttempt(challenge({ expiresAt: 'soon', codeMatches: true }), NOW)).toEqual({ kind: 'expired' });
  });

  it('a locked code says locked, even once expired', () => {
    expect(checkOtpAttempt(challenge({ checks: 5, expiresAt: '2026-11-26T09:00:00.000Z' }), NOW)).toEqual({ kind: 'locked' });
  });

  it('only checks that reach the comparison spend one, and never past 5', () => {
    expect(otpChecksAfter({ checks: 2 }, { kind: 'ok' })).toBe(3);
    expect(otpChecksAfter({ checks: 2 }, { kind: 'wrong-code', remaining: 2 })).toBe(3);
    expect(otpChecksAfter({ checks: 4 }, { kind: 'locked' })).toBe(5);
    expect(otpChecksAfter({ checks: 5 }, { kind: 'locked' })).toBe(5);
    expect(otpChecksAfter({ checks: 2 }, { kind: 'expired' })).toBe(2);
    expect(otpChecksAfter({ checks: 2 }, { kind: 'used' })).toBe(2);
  });
});

describe('texts (ours: the spec has none for sign-in)', () => {
  it.each<[OtpAttemptOutcome, string | null]>([
    [{ kind: 'ok' }, null],
    [{ kind: 'wrong-code', remaining: 3 }, 'That code is not right. You have 3 tries left.'],
    [{ kind: 'wrong-code', remaining: 1 }, 'That code is not right. You have 1 try left.'],
    [{ kind: 'expired' }, 'That code has expired. Please ask for a new one.'],
    [{ kind: 'used' }, 'That code has already been used. Please ask for a new one.'],
    [{ kind: 'locked' }, 'Too many tries. Please ask for a new code.'],
  ])('%j -> %j', (outcome, text) => {
    expect(otpOutcomeText(outcome)).toBe(text);
  });

  it('asks for the 6-digit code', () => {
    expect(OTP_TEXTS.invalidFormat).toBe('* Please enter the 6-digit code we sent you.');
  });

  it('asks for a code first when none was sent', () => {
    expect(OTP_TEXTS.noCode).toBe('Please ask for a code first.');
  });

  it('the SMS starts with the code and names the site', () => {
    expect(otpSmsText('123456', 'Coastline Motor Group')).toBe(
      '123456 is your Coastline Motor Group sign-in code. It expires in 10 minutes.',
    );
    expect(otpSmsText('004217', ' Harbour Mazda ')).toBe('004217 is your Harbour Mazda sign-in code. It expires in 10 minutes.');
  });
});
