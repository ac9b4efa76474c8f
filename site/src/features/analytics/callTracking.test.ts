import { LEAD_EVENT_IDS } from '@dealer/domain/leads';
import { CALL_EVENT, callEventFor } from './callTracking';

/** A stand-in for a DOM element: `closest` answers for the selector the helper asks about. */
const element = (insideTelLink: boolean) => ({
  closest: (selector: string) => (insideTelLink && selector.includes('tel:') ? {} : null),
});

describe('callEventFor: a tel: click is analytics event 25 (spec §9)', () => {
  it('is the spec event id for a call', () => {
    expect(CALL_EVENT).toEqual({ event: 'call', event_id: LEAD_EVENT_IDS.call });
    expect(CALL_EVENT.event_id).toBe(25);
  });

  it('answers for a click on or inside a tel: link', () => {
    expect(callEventFor(element(true) as unknown as EventTarget)).toEqual({ event: 'call', event_id: 25 });
  });

  it('ignores other clicks and targets that are not elements', () => {
    expect(callEventFor(element(false) as unknown as EventTarget)).toBeNull();
    expect(callEventFor(null)).toBeNull();
    expect(callEventFor({} as EventTarget)).toBeNull();
  });
});
