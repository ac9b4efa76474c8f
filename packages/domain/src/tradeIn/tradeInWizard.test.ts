import { readEvalExpertResponse } from './evalExpertResponse';
import {
  TRADE_IN_LOADING_MESSAGES,
  TRADE_IN_STEPS,
  TRADE_IN_WIZARD_TEXTS,
  loadingMessageAt,
  lookupOutcome,
  selectionOutcome,
  tradeInErrorMessage,
  tradeInStepsFor,
} from './tradeInWizard';

const withImages = { imageUploadEnabled: true };
const withoutImages = { imageUploadEnabled: false };

describe('the steps (spec §4)', () => {
  it('are the four of the spec, in order', () => {
    expect(TRADE_IN_STEPS.map((step) => `${step.number} ${step.title}`)).toEqual([
      '1 Vehicle Details',
      '2 Vehicle Selection',
      '3 Upload Images',
      '4 Your Details',
    ]);
    expect(TRADE_IN_STEPS.filter((step) => step.optional).map((step) => step.key)).toEqual(['upload-images']);
  });

  it('drop Upload Images for a dealer without image upload, keeping the spec numbers', () => {
    expect(tradeInStepsFor(withImages).map((step) => step.number)).toEqual([1, 2, 3, 4]);
    expect(tradeInStepsFor(withoutImages).map((step) => step.number)).toEqual([1, 2, 4]);
  });
});

describe('lookupOutcome (spec §4 step 1)', () => {
  const descriptions = [{ EvalID: '', VIN: 'VIN1', VechielDescriptions: ['Corolla Ascent', 'Corolla SX'] }];

  it('a list of descriptions goes to Vehicle Selection with the VIN to send back', () => {
    expect(lookupOutcome(readEvalExpertResponse(descriptions), withImages)).toEqual({
      kind: 'choose-vehicle',
      step: 2,
      descriptions: ['Corolla Ascent', 'Corolla SX'],
      vin: 'VIN1',
    });
  });

  it('descriptions win over an EvalID in the same answer (the spec checks them first)', () => {
    const both = readEvalExpertResponse([{ EvalID: 'E1', VechicleDescriptions: ['Only one'] }]);
    expect(lookupOutcome(both, withImages)).toMatchObject({ kind: 'choose-vehicle', step: 2, descriptions: ['Only one'] });
  });

  it('an EvalID skips to Upload Images, or to Your Details when the dealer takes no images', () => {
    const found = readEvalExpertResponse([{ EvalID: 4411, VIN: 'VIN2' }]);
    expect(lookupOutcome(found, withImages)).toEqual({ kind: 'vehicle-found', step: 3, evalId: '4411' });
    expect(lookupOutcome(found, withoutImages)).toEqual({ kind: 'vehicle-found', step: 4, evalId: '4411' });
  });

  it('no match shows the spec texts and Back returns to the entry form', () => {
    expect(lookupOutcome(readEvalExpertResponse([]), withImages)).toEqual({
      kind: 'no-match',
      heading: 'Unfortunately, we could not find a match for your registration number.',
      message: 'Please get in touch with one of our friendly team members to receive an offer for your vehicle.',
      backStep: 1,
    });
  });
});

describe('selectionOutcome (spec §4 step 2: the choice is sent and the wizard moves on)', () => {
  it('moves on with the EvalID of the manual-entry answer', () => {
    const answer = readEvalExpertResponse([{ EvalID: 'E9', Make: 'Toyota' }]);
    expect(selectionOutcome(answer, withImages)).toEqual({ kind: 'vehicle-found', step: 3, evalId: 'E9' });
    expect(selectionOutcome(answer, withoutImages)).toEqual({ kind: 'vehicle-found', step: 4, evalId: 'E9' });
  });

  it('an answer without an EvalID is a failed step', () => {
    expect(selectionOutcome(readEvalExpertResponse([{}]), withImages)).toEqual({
      kind: 'failed',
      message: 'An error occurred while submitting the form. Please try again.',
    });
  });
});

describe('tradeInErrorMessage (spec §8)', () => {
  it.each([
    [new Error('Registration service is busy'), 'Registration service is busy'],
    [{ message: ' Rego not valid for state ' }, 'Rego not valid for state'],
    ['Too many requests', 'Too many requests'],
    [new Error(''), 'An error occurred while submitting the form. Please try again.'],
    [{ message: 42 }, 'An error occurred while submitting the form. Please try again.'],
    [null, 'An error occurred while submitting the form. Please try again.'],
    [undefined, 'An error occurred while submitting the form. Please try again.'],
  ])('%p -> %s', (error, expected) => {
    expect(tradeInErrorMessage(error)).toBe(expected);
  });

  it('keeps the valuation save failure text', () => {
    expect(TRADE_IN_WIZARD_TEXTS.valuationSaveFailed).toBe('Failed to save valuation data');
  });
});

describe('loadingMessageAt (spec §4/§9: 5 messages, every 5 s)', () => {
  it('has five distinct messages', () => {
    expect(new Set(TRADE_IN_LOADING_MESSAGES).size).toBe(5);
  });

  it.each([
    [0, 0],
    [4999, 0],
    [5000, 1],
    [19_999, 3],
    [20_000, 4],
    [25_000, 0], // starts over after the fifth
    [31_000, 1],
    [-100, 0],
    [Number.NaN, 0],
  ])('at %i ms shows message %i', (elapsed, index) => {
    expect(loadingMessageAt(elapsed)).toBe(TRADE_IN_LOADING_MESSAGES[index]);
  });
});
