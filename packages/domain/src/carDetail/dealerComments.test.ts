import { DEALER_COMMENTS_PENDING, dealerCommentParagraphs, dealerCommentsView } from './dealerComments';

describe('dealerCommentParagraphs (spec §3: paragraphs separated by a pipe)', () => {
  it.each([
    ['One owner.|Full service history.', ['One owner.', 'Full service history.']],
    [' One owner. | Full service history. ', ['One owner.', 'Full service history.']],
    ['A||B|', ['A', 'B']],
    ['No pipes at all', ['No pipes at all']],
    ['|', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (raw, expected) => {
    expect(dealerCommentParagraphs(raw)).toEqual(expected);
  });
});

describe('dealerCommentsView: pending (spec §5)', () => {
  it('a comment of only a pipe shows the pending text', () => {
    expect(dealerCommentsView('|', false)).toEqual({
      pending: true,
      paragraphs: ['Dealer comments are pending. Please check back here later.'],
      truncated: false,
      toggleLabel: null,
    });
  });

  it.each([null, '', '   ', '| |', '||'])('%j is pending too', (raw) => {
    expect(dealerCommentsView(raw, true)).toMatchObject({ pending: true, paragraphs: [DEALER_COMMENTS_PENDING] });
  });
});

describe('dealerCommentsView: truncation at 400 characters with more/less (spec §4, §9)', () => {
  const a = 'a'.repeat(250);
  const b = 'b'.repeat(250);

  it('shows short comments whole, with no toggle', () => {
    expect(dealerCommentsView('Great car.|Drives well.', false)).toEqual({
      pending: false,
      paragraphs: ['Great car.', 'Drives well.'],
      truncated: false,
      toggleLabel: null,
    });
  });

  it.each([
    [400, false, null],
    [401, true, 'Show More'],
  ])('a single paragraph of %s characters: truncated %s', (length, truncated, toggleLabel) => {
    const view = dealerCommentsView('x'.repeat(length), false);
    expect(view.truncated).toBe(truncated);
    expect(view.toggleLabel).toBe(toggleLabel);
  });

  it('cuts at 400 characters across paragraphs (pipes not counted) and ends with ...', () => {
    const view = dealerCommentsView(`${a}|${b}`, false);
    expect(view.paragraphs).toEqual([a, `${'b'.repeat(150)}...`]);
    expect(view.truncated).toBe(true);
    expect(view.toggleLabel).toBe('Show More');
  });

  it('drops trailing spaces at the cut', () => {
    const view = dealerCommentsView(`${'x'.repeat(398)}  tail`, false);
    expect(view.paragraphs).toEqual([`${'x'.repeat(398)}...`]);
  });

  it('drops paragraphs after the cut', () => {
    const view = dealerCommentsView(`${'x'.repeat(400)}|second|third`, false);
    expect(view.paragraphs).toEqual([`${'x'.repeat(400)}...`]);
  });

  it('expanded: everything, with Show Less', () => {
    expect(dealerCommentsView(`${a}|${b}`, true)).toEqual({
      pending: false,
      paragraphs: [a, b],
      truncated: false,
      toggleLabel: 'Show Less',
    });
  });

  it('counts an emoji as one character and never splits it', () => {
    const view = dealerCommentsView(`${'x'.repeat(399)}🚗🚗`, false);
    expect(view.paragraphs).toEqual([`${'x'.repeat(399)}🚗...`]);
  });
});
