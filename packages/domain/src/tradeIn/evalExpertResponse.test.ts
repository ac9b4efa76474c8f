import { evalExpertAnswer, readEvalExpertResponse, readVehicleRecord } from './evalExpertResponse';

describe('readEvalExpertResponse (spec §7: a list whose first item has EvalID, VIN and the descriptions)', () => {
  it.each(['VechielDescriptions', 'VechicleDescriptions', 'VehicleDescriptions'])('reads the descriptions from %s', (field) => {
    const lookup = readEvalExpertResponse([{ EvalID: '', VIN: 'JTMBFREV70D012345', [field]: ['RAV4 GX 2WD', 'RAV4 GXL AWD'] }]);
    expect(lookup.descriptions).toEqual(['RAV4 GX 2WD', 'RAV4 GXL AWD']);
    expect(lookup.vehicle.vin).toBe('JTMBFREV70D012345');
    expect(lookup.vehicle.evalId).toBeNull();
  });

  it('takes the first spelling holding descriptions, trims them, drops empties and repeats', () => {
    const lookup = readEvalExpertResponse([
      {
        VechielDescriptions: [],
        VechicleDescriptions: [' Hilux SR5 ', '', null, 'Hilux SR5', { Description: 'Hilux Rogue' }, { other: 1 }],
      },
    ]);
    expect(lookup.descriptions).toEqual(['Hilux SR5', 'Hilux Rogue']);
  });

  it('reads only the first item of the list', () => {
    const lookup = readEvalExpertResponse([{ EvalID: 123 }, { EvalID: 456, VechielDescriptions: ['x'] }]);
    expect(lookup.vehicle.evalId).toBe('123');
    expect(lookup.descriptions).toEqual([]);
  });

  it('takes a bare object as the first item', () => {
    expect(readEvalExpertResponse({ EvalID: 'E-77' }).vehicle.evalId).toBe('E-77');
  });

  it.each([[[]], [null], ['oops'], [[null]], [[{ EvalID: 0 }]], [[{ EvalID: '000' }]], [[{ EvalID: '  ' }]]])(
    '%j has no EvalID and no descriptions (no match)',
    (raw) => {
      const lookup = readEvalExpertResponse(raw);
      expect(lookup.vehicle.evalId).toBeNull();
      expect(lookup.descriptions).toEqual([]);
    },
  );
});

describe('readVehicleRecord (spec §3 trade-in vehicle record)', () => {
  it('maps the provider fields, numbers from numbers or text', () => {
    expect(
      readVehicleRecord({
        EvalID: 98765,
        VIN: 'MR0FB8CD003456789',
        EngineNo: '1GD1234567',
        Registration: '123ABC',
        RegExpiry: '2026-09-30',
        KM: '84,500',
        Make: 'Toyota',
        Model: 'Hilux',
        Series: 'GUN126R',
        Variant: 'SR5',
        Year: '2019',
        Transmission: 'Automatic',
        redbookCode: 'TOYO19AB',
        Body: 'Utility',
        Cylinders: 4,
        ComplianceMonth: 6,
        ComplianceYear: 2019,
        BuildMonth: '05',
        BuildYear: 2019,
      }),
    ).toEqual({
      evalId: '98765',
      vin: 'MR0FB8CD003456789',
      engineNumber: '1GD1234567',
      registration: '123ABC',
      registrationExpiry: '2026-09-30',
      km: 84500,
      make: 'Toyota',
      model: 'Hilux',
      series: 'GUN126R',
      variant: 'SR5',
      year: 2019,
      transmission: 'Automatic',
      redbookCode: 'TOYO19AB',
      body: 'Utility',
      cylinders: 4,
      complianceMonth: 6,
      complianceYear: 2019,
      buildMonth: 5,
      buildYear: 2019,
    });
  });

  it('leaves out what cannot be read', () => {
    const record = readVehicleRecord({ KM: 'about 80k', Year: -1, Cylinders: 4.5, Make: { name: 'Toyota' }, Model: '  ' });
    expect([record.km, record.year, record.cylinders, record.make, record.model]).toEqual([null, null, null, null, null]);
  });
});

describe('evalExpertAnswer', () => {
  it('is the provider item read back the same, odd spelling included', () => {
    const raw = [{ EvalID: 0, VIN: 'VIN1', VechielDescriptions: ['2021 Toyota HiLux SR5', '2021 Toyota HiLux Base'] }];
    const answer = evalExpertAnswer(readEvalExpertResponse(raw));
    expect(answer[0]).toMatchObject({ EvalID: 0, VIN: 'VIN1', VechielDescriptions: ['2021 Toyota HiLux SR5', '2021 Toyota HiLux Base'] });
    expect(readEvalExpertResponse(answer)).toEqual(readEvalExpertResponse(raw));
  });

  it('is empty when nothing matched', () => {
    expect(evalExpertAnswer(readEvalExpertResponse([]))).toEqual([]);
  });
});
