import { BODY_TYPES } from './navigation';
import { bodySearchValues } from './bodySearchLabels';

describe('bodySearchValues: a body type as stock names it', () => {
  it('gives every spec body type at least one display name', () => {
    for (const body of BODY_TYPES) expect([body, bodySearchValues(body).length > 0]).toEqual([body, true]);
  });
  it('counts cab-chassis utes as utes, and searches an unknown type as it is', () => {
    expect(bodySearchValues('ute')).toEqual(['Ute', 'Cab Chassis']);
    expect(bodySearchValues('suv')).toEqual(['SUV']);
    expect(bodySearchValues('Tractor')).toEqual(['Tractor']);
  });
});
