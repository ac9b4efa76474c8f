/** Text banks for generated stock: dealer comment paragraphs, equipment and features. */
import type { ItemKind } from '../images/vehicleSvg';

/** Paragraphs of dealer comments (joined with a pipe, spec §3). `{model}` is replaced. */
export const COMMENT_OPENERS = [
  'Just arrived: this {model} has been traded in by a local owner and is ready for a new home.',
  'Looking for a reliable {model}? This one ticks every box.',
  'Presented in excellent condition inside and out, this {model} is a must-see.',
  'Low kilometres, full service history and one careful owner.',
  'Drive away today in this well-optioned {model}.',
];

export const COMMENT_BODY = [
  'It comes with a comprehensive list of features including reversing camera, Apple CarPlay and Android Auto, adaptive cruise control and lane keep assist.',
  'Our technicians have completed a multi-point inspection and a fresh service, so all you need to do is enjoy the drive.',
  'Finance is available on the spot with competitive rates, and we welcome your trade-in: bring it along for an instant valuation.',
  'Every vehicle we sell comes with a 48-hour money-back guarantee and a free history report, so you can buy with confidence.',
  'Extended warranty options are available for extra peace of mind, covering major mechanical and electrical components.',
  'The interior has been professionally detailed and the paintwork has been machine polished.',
  'Two keys, owner manuals and the service book are all included.',
];

export const COMMENT_CLOSERS = [
  'Call us today to arrange an inspection or test drive.',
  'Enquire now: vehicles like this do not last long.',
  'Reserve it online for a refundable deposit and we will hold it for 48 hours.',
];

const CAR_EQUIPMENT = [
  'Air conditioning',
  'Power steering',
  'Central locking',
  'Power windows',
  'Reversing camera',
  'Rear parking sensors',
  'Cruise control',
  'Bluetooth connectivity',
  'Apple CarPlay',
  'Android Auto',
  'Autonomous emergency braking',
  'Lane keep assist',
  'Blind spot monitoring',
  'Alloy wheels',
  'LED headlights',
  'Climate control',
  'Keyless entry',
  'Push button start',
  'Rain-sensing wipers',
  'Six airbags',
  'Electronic stability control',
  'Hill start assist',
  'Tyre pressure monitoring',
  'USB-C charging ports',
];

const MOTORCYCLE_EQUIPMENT = [
  'ABS',
  'Traction control',
  'LED lighting',
  'TFT display',
  'Slipper clutch',
  'Ride modes',
  'Adjustable suspension',
  'Quickshifter',
  'Cruise control',
  'Bluetooth connectivity',
  'USB charging port',
  'Immobiliser',
];

const CARAVAN_EQUIPMENT = [
  'Queen bed',
  'Ensuite with shower and toilet',
  'Gas cooktop',
  'Microwave',
  '12V fridge',
  'Air conditioning',
  'Solar panels',
  'Lithium battery',
  'External shower',
  'Roll-out awning',
  'Water tanks 2 x 95L',
  'Grey water tank',
  'Electric brakes',
  'Stabiliser legs',
  'TV with antenna',
  'Washing machine',
];

export const EQUIPMENT: Record<ItemKind, readonly string[]> = {
  car: CAR_EQUIPMENT,
  motorcycle: MOTORCYCLE_EQUIPMENT,
  caravan: CARAVAN_EQUIPMENT,
};

export const FEATURES: Record<ItemKind, readonly string[]> = {
  car: [
    'Sunroof',
    'Heated front seats',
    'Leather upholstery',
    'Head-up display',
    'Wireless phone charger',
    '360-degree camera',
    'Premium sound system',
    'Power tailgate',
    'Tow bar',
    'Roof racks',
    'Tinted windows',
    'Nudge bar',
    'Tonneau cover',
    'Satellite navigation',
    'Ventilated seats',
    'Memory seats',
    'Third row seating',
    'Bull bar',
    'Snorkel',
    'Dash camera',
  ],
  motorcycle: [
    'Heated grips',
    'Panniers',
    'Top box',
    'Crash bars',
    'Touring screen',
    'Aftermarket exhaust',
    'Tail tidy',
    'Tank pad',
    'GPS mount',
  ],
  caravan: [
    'Off-road suspension',
    'Diesel heater',
    'Second battery',
    'Rear bike rack',
    'Jerry can holders',
    'Reversing camera',
    'Slide-out kitchen',
    'Bunk beds',
    'Annex',
  ],
};

/** Custom tags (spec §4 tag precedence step 4); "Runout Sale" shows green on one tenant. */
export const CUSTOM_TAGS = {
  runout: 'Runout Sale',
  testDriveOnly: 'Test Drive Only',
  electric: 'Electric',
  hybrid: 'Hybrid',
  lowKms: 'Low Kms',
  oneOwner: 'One Owner',
} as const;
