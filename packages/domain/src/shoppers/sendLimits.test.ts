import { SEND_LIMITS_PER_IP, SEND_LIMITS_PER_NUMBER, sendAllowed, sendAllowedUnder, sendLimitsPerIp, tooManySendsText } from './sendLimits';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const minutesAgo = (...minutes: number[]): Date[] => minutes.map((m) => new Date(NOW.getTime() - m * 60_000));
const TEN_MINUTES = { max: 3, windowMs: 10 * 60_000 };

describe('the limits (issue 14: limited sends per number and per IP)', () => {
  it('per number 3 in 10 minutes and 10 a day; per IP 10 an hour', () => {
    expect(SEND_LIMITS_PER_NUMBER).toEqual([
      { max: 3, windowMs: 600_000 },
      { max: 10, windowMs: 86_400_000 },
    ]);
    expect(SEND_LIMITS_PER_IP).toEqual([{ max: 10, windowMs: 3_600_000 }]);
  });
});

describe('sendAllowed (sliding window)', () => {
  it('allows while fewer than max were sent in the window', () => {
    expect(sendAllowed([], NOW, TEN_MINUTES)).toEqual({ ok: true });
    expect(sendAllowed(minutesAgo(1, 2), NOW, TEN_MINUTES)).toEqual({ ok: true });
    expect(sendAllowed(minutesAgo(1, 2, 10), NOW, TEN_MINUTES)).toEqual({ ok: true });
  });

  it('refuses the 4th in 10 minutes until the oldest leaves the window', () => {
    expect(sendAllowed(minutesAgo(1, 2, 7), NOW, TEN_MINUTES)).toEqual({ ok: false, retryAfterSeconds: 180 });
  });

  it('with more than max in the window, waits for enough of them to leave', () => {
    expect(sendAllowed(minutesAgo(1, 2, 3, 8, 9), NOW, TEN_MINUTES)).toEqual({ ok: false, retryAfterSeconds: 420 });
  });

  it('history order does not matter', () => {
    expect(sendAllowed(minutesAgo(7, 1, 2), NOW, TEN_MINUTES)).toEqual(sendAllowed(minutesAgo(1, 2, 7), NOW, TEN_MINUTES));
  });

  it('a send exactly a window old has left it; a millisecond younger has not', () => {
    const almost = [...minutesAgo(1, 2), new Date(NOW.getTime() - 600_000 + 1)];
    expect(sendAllowed(almost, NOW, TEN_MINUTES)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('sends stamped in the future (clock skew) count', () => {
    const future = [NOW, new Date(NOW.getTime() + 5_000), new Date(NOW.getTime() + 10_000)];
    expect(sendAllowed(future, NOW, TEN_MINUTES)).toEqual({ ok: false, retryAfterSeconds: 600 });
  });

  it('rounds the wait up to whole seconds', () => {
    const history = [...minutesAgo(1, 2), new Date(NOW.getTime() - 600_000 + 1_500)];
    expect(sendAllowed(history, NOW, TEN_MINUTES)).toEqual({ ok: false, retryAfterSeconds: 2 });
  });
});

describe('sendAllowedUnder (every rule of a number at once)', () => {
  it('the 10 minute rule refuses the 4th quick send', () => {
    expect(sendAllowedUnder(minutesAgo(1, 3, 5), NOW, SEND_LIMITS_PER_NUMBER)).toEqual({ ok: false, retryAfterSeconds: 300 });
  });

  it('the daily rule refuses the 11th of the day, however spread out', () => {
    const spread = minutesAgo(30, 90, 150, 210, 270, 330, 390, 450, 510, 1380);
    expect(sendAllowedUnder(spread, NOW, SEND_LIMITS_PER_NUMBER)).toEqual({ ok: false, retryAfterSeconds: 3600 });
    expect(sendAllowedUnder(spread.slice(0, 9), NOW, SEND_LIMITS_PER_NUMBER)).toEqual({ ok: true });
  });

  it('when both refuse, the longer wait wins', () => {
    // 10 minutes: the send 3 minutes ago leaves in 7; the day: the one 1,439 minutes ago leaves in 1.
    const quickLonger = [...minutesAgo(1, 2, 3), ...minutesAgo(600, 700, 800, 900, 1000, 1100, 1439)];
    expect(sendAllowedUnder(quickLonger, NOW, SEND_LIMITS_PER_NUMBER)).toEqual({ ok: false, retryAfterSeconds: 420 });
    // The day: the send 1,100 minutes ago leaves in 340.
    const dayLonger = [...minutesAgo(1, 2, 3), ...minutesAgo(600, 700, 800, 900, 1000, 1050, 1100)];
    expect(sendAllowedUnder(dayLonger, NOW, SEND_LIMITS_PER_NUMBER)).toEqual({ ok: false, retryAfterSeconds: 340 * 60 });
  });

  it('per IP: the 11th in an hour is refused', () => {
    const hour = minutesAgo(1, 5, 10, 15, 20, 25, 30, 35, 40, 45);
    expect(sendAllowedUnder(hour, NOW, SEND_LIMITS_PER_IP)).toEqual({ ok: false, retryAfterSeconds: 900 });
    expect(sendAllowedUnder(hour.slice(1), NOW, SEND_LIMITS_PER_IP)).toEqual({ ok: true });
  });
});

describe('tooManySendsText', () => {
  it.each([
    [1, 'Too many codes sent. Please try again in a minute.'],
    [60, 'Too many codes sent. Please try again in a minute.'],
    [61, 'Too many codes sent. Please try again in 2 minutes.'],
    [420, 'Too many codes sent. Please try again in 7 minutes.'],
    [119 * 60, 'Too many codes sent. Please try again in 119 minutes.'],
    [120 * 60, 'Too many codes sent. Please try again in 2 hours.'],
    [50_400, 'Too many codes sent. Please try again in 14 hours.'],
  ])('%i s -> %j', (seconds, text) => {
    expect(tooManySendsText(seconds)).toBe(text);
  });
});

describe('sendLimitsPerIp', () => {
  it('is the default 10 an hour unless the setting names another whole number', () => {
    expect(sendLimitsPerIp(undefined)).toEqual({ rules: SEND_LIMITS_PER_IP, problem: null });
    expect(sendLimitsPerIp(' ')).toEqual({ rules: SEND_LIMITS_PER_IP, problem: null });
    expect(sendLimitsPerIp('200')).toEqual({ rules: [{ max: 200, windowMs: 3_600_000 }], problem: null });
  });

  it.each(['0', '-5', '1.5', 'ten', '10001'])('refuses %p with the reason and keeps the default', (value) => {
    const { rules, problem } = sendLimitsPerIp(value);
    expect(rules).toBe(SEND_LIMITS_PER_IP);
    expect(problem).toBe(`SIGN_IN_CODES_PER_IP_PER_HOUR must be a whole number from 1 to 10000 (it is "${value}"); using 10.`);
  });
});
