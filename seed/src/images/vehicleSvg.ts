/**
 * Vehicle illustrations drawn as SVG (no network, no stock photos): a side silhouette per
 * illustration kind in the car's colour, plus a few colour-independent detail shots so that
 * galleries can hold up to 6 distinct images. Everything faces left on a 1200×675 canvas.
 */
import type { BodyType } from '@dealer/domain';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 675;
const GROUND = 540;

/** The silhouettes we can draw; every spec §9 body type maps onto one (see `kindOfBody`). */
export const VEHICLE_KINDS = [
  'sedan',
  'hatch',
  'wagon',
  'suv',
  'coupe',
  'convertible',
  'peopleMover',
  'van',
  'ute',
  'cabChassis',
  'motorhome',
  'caravan',
  'motorcycle',
] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export function kindOfBody(body: BodyType | undefined, itemType: 'car' | 'motorcycle' | 'caravan'): VehicleKind {
  if (itemType === 'motorcycle') return 'motorcycle';
  if (itemType === 'caravan' && body !== 'motorhome') return 'caravan';
  switch (body) {
    case '4x4':
      return 'suv';
    case 'hatchback':
      return 'hatch';
    case 'stationWagon':
      return 'wagon';
    case 'softtop':
      return 'convertible';
    case 'hardtop':
      return 'coupe';
    case 'bus':
      return 'van';
    case 'lightTruck':
      return 'cabChassis';
    case undefined:
      return 'sedan';
    default:
      return body;
  }
}

/** Gallery views: the first two are drawn in the car's colour, the rest are shared detail shots. */
export const COLOUR_VIEWS = ['side', 'showroom'] as const;
export const DETAIL_VIEWS = ['interior', 'wheel', 'dash', 'cargo'] as const;
export type ColourView = (typeof COLOUR_VIEWS)[number];
export type DetailView = (typeof DETAIL_VIEWS)[number];

export interface PaintColour {
  name: string;
  hex: string;
}

export const PAINT_COLOURS: readonly PaintColour[] = [
  { name: 'White', hex: '#f2f2f0' },
  { name: 'Black', hex: '#1e1f22' },
  { name: 'Silver', hex: '#b9bec4' },
  { name: 'Grey', hex: '#5f656d' },
  { name: 'Red', hex: '#b3202a' },
  { name: 'Blue', hex: '#1f4e9c' },
  { name: 'Bronze', hex: '#8c6b45' },
  { name: 'Green', hex: '#2f6b3a' },
];

// ---------------------------------------------------------------------------------------------
// Colour helpers

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------------------------------------
// Parts

function wheel(cx: number, r: number): string {
  const cy = GROUND - r;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.55).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.55).toFixed(1)}" stroke="#8d939a" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="#141414"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#26282b"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.62).toFixed(1)}" fill="#c9ced4"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${(r * 0.14).toFixed(1)}" fill="#5b6067"/>`;
}

function shadow(x1: number, x2: number): string {
  return `<ellipse cx="${(x1 + x2) / 2}" cy="${GROUND + 4}" rx="${(x2 - x1) / 2 + 30}" ry="16" fill="#000" opacity="0.18"/>`;
}

interface Profile {
  xF: number;
  xR: number;
  ySill: number;
  yNose: number;
  yBelt: number;
  yRoof: number;
  xWsBase: number;
  xWsTop: number;
  xRoofEnd: number;
  xRearBase: number;
  yTail: number;
  r: number;
  wheels: [number, number];
  /** Only a cab window (vans). */
  cabOnly?: boolean;
  /** No roof: a convertible with the top down. */
  open?: boolean;
}

const PROFILES: Record<'sedan' | 'hatch' | 'wagon' | 'suv' | 'coupe' | 'convertible' | 'peopleMover' | 'van', Profile> = {
  sedan: {
    xF: 120,
    xR: 1080,
    ySill: 505,
    yNose: 440,
    yBelt: 400,
    yRoof: 290,
    xWsBase: 390,
    xWsTop: 500,
    xRoofEnd: 760,
    xRearBase: 890,
    yTail: 395,
    r: 62,
    wheels: [290, 900],
  },
  hatch: {
    xF: 170,
    xR: 1010,
    ySill: 505,
    yNose: 430,
    yBelt: 395,
    yRoof: 275,
    xWsBase: 380,
    xWsTop: 490,
    xRoofEnd: 850,
    xRearBase: 985,
    yTail: 360,
    r: 62,
    wheels: [320, 860],
  },
  wagon: {
    xF: 120,
    xR: 1080,
    ySill: 505,
    yNose: 440,
    yBelt: 400,
    yRoof: 285,
    xWsBase: 390,
    xWsTop: 500,
    xRoofEnd: 1000,
    xRearBase: 1068,
    yTail: 372,
    r: 62,
    wheels: [290, 900],
  },
  suv: {
    xF: 130,
    xR: 1070,
    ySill: 490,
    yNose: 400,
    yBelt: 370,
    yRoof: 225,
    xWsBase: 380,
    xWsTop: 480,
    xRoofEnd: 960,
    xRearBase: 1055,
    yTail: 330,
    r: 72,
    wheels: [300, 890],
  },
  coupe: {
    xF: 110,
    xR: 1090,
    ySill: 510,
    yNose: 455,
    yBelt: 415,
    yRoof: 315,
    xWsBase: 430,
    xWsTop: 560,
    xRoofEnd: 720,
    xRearBase: 930,
    yTail: 405,
    r: 62,
    wheels: [290, 910],
  },
  convertible: {
    xF: 110,
    xR: 1090,
    ySill: 510,
    yNose: 455,
    yBelt: 415,
    yRoof: 415,
    xWsBase: 430,
    xWsTop: 500,
    xRoofEnd: 900,
    xRearBase: 930,
    yTail: 410,
    r: 62,
    wheels: [290, 910],
    open: true,
  },
  peopleMover: {
    xF: 140,
    xR: 1070,
    ySill: 495,
    yNose: 420,
    yBelt: 380,
    yRoof: 215,
    xWsBase: 300,
    xWsTop: 430,
    xRoofEnd: 1040,
    xRearBase: 1065,
    yTail: 300,
    r: 64,
    wheels: [300, 890],
  },
  van: {
    xF: 130,
    xR: 1090,
    ySill: 495,
    yNose: 420,
    yBelt: 380,
    yRoof: 175,
    xWsBase: 270,
    xWsTop: 360,
    xRoofEnd: 1080,
    xRearBase: 1090,
    yTail: 180,
    r: 64,
    wheels: [290, 930],
    cabOnly: true,
  },
};

function carBody(p: Profile, paint: string): string {
  const dark = shade(paint, -0.35);
  const light = shade(paint, 0.25);
  const body = [
    `M${p.xF + 18},${p.ySill}`,
    `Q${p.xF},${p.ySill} ${p.xF},${p.ySill - 22}`,
    `L${p.xF},${p.yNose + 10}`,
    `Q${p.xF + 5},${p.yNose - 8} ${p.xF + 40},${p.yNose - 12}`,
    `Q${(p.xF + p.xWsBase) / 2},${p.yBelt - 8} ${p.xWsBase},${p.yBelt}`,
    p.open
      ? `L${p.xRearBase},${p.yBelt}`
      : `L${p.xWsTop},${p.yRoof} Q${p.xWsTop + 20},${p.yRoof - 6} ${p.xWsTop + 40},${p.yRoof - 6} L${p.xRoofEnd - 30},${p.yRoof - 6} Q${p.xRoofEnd},${p.yRoof - 4} ${p.xRoofEnd + 10},${p.yRoof + 10} L${p.xRearBase},${p.yTail}`,
    `Q${p.xR - 5},${p.yTail + 2} ${p.xR},${p.yTail + 25}`,
    `L${p.xR},${p.ySill - 22}`,
    `Q${p.xR},${p.ySill} ${p.xR - 18},${p.ySill}`,
    'Z',
  ].join(' ');
  const winBottom = Math.max(p.yBelt, p.yTail) - 6;
  let windows = '';
  if (p.open) {
    // Windscreen frame and seat backs of a convertible with the top down.
    windows = `<path d="M${p.xWsBase + 10},${p.yBelt} L${p.xWsBase + 70},${p.yBelt - 75} L${p.xWsBase + 82},${p.yBelt - 75} L${p.xWsBase + 30},${p.yBelt}Z" fill="#2d3a46"/><rect x="${p.xWsBase + 180}" y="${p.yBelt - 45}" width="34" height="48" rx="10" fill="#2a2a2a"/><rect x="${p.xWsBase + 300}" y="${p.yBelt - 45}" width="34" height="48" rx="10" fill="#2a2a2a"/>`;
  } else {
    const rearX = p.cabOnly ? p.xWsTop + 110 : p.xRearBase - 28;
    const roofEnd = p.cabOnly ? p.xWsTop + 110 : p.xRoofEnd - 6;
    windows = `<path d="M${p.xWsBase + 28},${winBottom} L${p.xWsTop + 14},${p.yRoof + 14} L${roofEnd},${p.yRoof + 14} ${p.cabOnly ? `L${rearX},${winBottom}` : `Q${p.xRoofEnd + 6},${p.yRoof + 24} ${rearX},${winBottom - 2}`} Z" fill="#2d3a46"/>`;
    windows += `<path d="M${p.xWsBase + 40},${winBottom - 4} L${p.xWsTop + 22},${p.yRoof + 20} L${p.xWsTop + 70},${p.yRoof + 20} L${p.xWsBase + 90},${winBottom - 4}Z" fill="#ffffff" opacity="0.12"/>`;
    if (!p.cabOnly) {
      const pillar = Math.round((p.xWsTop + p.xRoofEnd) / 2);
      windows += `<rect x="${pillar - 8}" y="${p.yRoof + 8}" width="16" height="${winBottom - p.yRoof}" fill="${dark}"/>`;
    }
  }
  const doorTop = Math.max(p.yBelt, p.yTail) + 4;
  const mid = Math.round((p.xWsTop + p.xRoofEnd) / 2);
  const doors = p.cabOnly
    ? `<path d="M${p.xWsTop + 115},${doorTop - 20} L${p.xWsTop + 115},${p.ySill - 10}" stroke="${dark}" stroke-width="3"/><path d="M${p.xWsTop + 330},${p.yRoof + 20} L${p.xWsTop + 330},${p.ySill - 10}" stroke="${dark}" stroke-width="3"/>`
    : `<path d="M${p.xWsBase + 20},${doorTop} L${p.xWsBase + 20},${p.ySill - 12} M${mid},${doorTop} L${mid},${p.ySill - 12} M${p.xRearBase - 40},${doorTop} L${p.xRearBase - 70},${p.ySill - 12}" stroke="${dark}" stroke-width="3" fill="none"/>`;
  const handles = `<rect x="${mid - 70}" y="${doorTop + 18}" width="34" height="8" rx="4" fill="${dark}"/><rect x="${mid + 40}" y="${doorTop + 18}" width="34" height="8" rx="4" fill="${dark}"/>`;
  const lights = `<path d="M${p.xF + 4},${p.yNose + 4} Q${p.xF + 30},${p.yNose - 10} ${p.xF + 70},${p.yNose - 8} L${p.xF + 60},${p.yNose + 14} Z" fill="#fff6c8" stroke="${dark}" stroke-width="2"/><rect x="${p.xR - 16}" y="${Math.max(p.yTail, p.yBelt) + 10}" width="14" height="34" rx="4" fill="#d0202a"/>`;
  const bumper = `<rect x="${p.xF + 10}" y="${p.ySill - 26}" width="${p.xR - p.xF - 20}" height="14" rx="7" fill="${dark}" opacity="0.55"/>`;
  const mirror = p.open ? '' : `<path d="M${p.xWsBase + 20},${p.yBelt - 18} l-30,-6 l-6,16 l34,4 Z" fill="${dark}"/>`;
  const highlight = `<path d="M${p.xF + 60},${p.yNose + 30} L${p.xR - 40},${Math.max(p.yTail, p.yBelt) + 30}" stroke="${light}" stroke-width="6" opacity="0.5"/>`;
  return `${shadow(p.xF, p.xR)}<path d="${body}" fill="${paint}" stroke="${dark}" stroke-width="3"/>${highlight}${windows}${doors}${handles}${lights}${bumper}${mirror}${wheel(p.wheels[0], p.r)}${wheel(p.wheels[1], p.r)}`;
}

function uteBody(paint: string, cabChassis: boolean): string {
  const dark = shade(paint, -0.35);
  const r = 72;
  const cabBack = 640;
  const cab = `M150,490 Q130,490 130,468 L130,412 Q135,396 170,392 Q280,372 370,372 L470,236 Q480,228 500,228 L605,228 Q622,230 625,250 L${cabBack},372 ${
    cabChassis ? `L${cabBack},490 Z` : `L1085,372 Q1092,374 1092,384 L1092,468 Q1092,490 1070,490 Z`
  }`;
  const tray = cabChassis
    ? `<rect x="${cabBack + 8}" y="392" width="450" height="30" rx="3" fill="#aeb4ba" stroke="#70767c" stroke-width="2"/><rect x="${cabBack + 8}" y="340" width="8" height="52" fill="#8a9096"/><rect x="${cabBack + 20}" y="422" width="420" height="26" fill="#2b2b2b"/>`
    : `<path d="M${cabBack + 6},372 L${cabBack + 6},470 M1060,378 L1060,470" stroke="${dark}" stroke-width="3"/><rect x="1070" y="392" width="16" height="30" rx="4" fill="#d0202a"/>`;
  const windows = `<path d="M398,366 L480,246 L598,246 L612,366 Z" fill="#2d3a46"/><rect x="520" y="240" width="14" height="130" fill="${dark}"/>`;
  const doors = `<path d="M392,378 L392,478 M527,378 L527,478" stroke="${dark}" stroke-width="3"/><rect x="440" y="392" width="34" height="8" rx="4" fill="${dark}"/><rect x="560" y="392" width="34" height="8" rx="4" fill="${dark}"/>`;
  const lights = `<path d="M134,408 Q160,392 200,394 L192,416 Z" fill="#fff6c8" stroke="${dark}" stroke-width="2"/>`;
  return `${shadow(130, 1092)}<path d="${cab}" fill="${paint}" stroke="${dark}" stroke-width="3"/>${tray}${windows}${doors}${lights}<rect x="140" y="458" width="${cabChassis ? 500 : 940}" height="14" rx="7" fill="${dark}" opacity="0.55"/>${wheel(300, r)}${wheel(920, r)}`;
}

function motorhomeBody(paint: string): string {
  const stripe = paint;
  const shell = '#f4f4f2';
  const body =
    'M130,495 Q110,495 110,475 L110,405 Q115,362 170,352 L232,252 L232,152 Q232,130 254,130 L1078,130 Q1100,130 1100,152 L1100,475 Q1100,495 1080,495 Z';
  return `${shadow(110, 1100)}<path d="${body}" fill="${shell}" stroke="#9aa0a6" stroke-width="3"/><path d="M112,430 L1098,360 L1098,400 L112,470 Z" fill="${stripe}"/><path d="M175,350 L236,258 L330,258 L330,350 Z" fill="#2d3a46"/><rect x="420" y="200" width="180" height="90" rx="14" fill="#2d3a46"/><rect x="760" y="200" width="220" height="90" rx="14" fill="#2d3a46"/><rect x="640" y="190" width="80" height="270" rx="8" fill="none" stroke="#8a9096" stroke-width="4"/><rect x="300" y="138" width="140" height="14" rx="4" fill="#c7ccd1"/>${wheel(280, 60)}${wheel(860, 60)}${wheel(990, 60)}`;
}

function caravanBody(paint: string): string {
  const shell = '#f6f6f4';
  return `${shadow(70, 1070)}<path d="M200,440 L80,486" stroke="#4a4f55" stroke-width="12" stroke-linecap="round"/><circle cx="120" cy="510" r="16" fill="#2b2b2b"/><rect x="116" y="470" width="8" height="40" fill="#4a4f55"/><rect x="200" y="160" width="870" height="325" rx="34" fill="${shell}" stroke="#9aa0a6" stroke-width="3"/><path d="M202,360 L1068,300 L1068,345 L202,405 Z" fill="${paint}"/><rect x="260" y="210" width="200" height="90" rx="16" fill="#2d3a46"/><rect x="830" y="210" width="180" height="90" rx="16" fill="#2d3a46"/><rect x="560" y="200" width="90" height="270" rx="8" fill="#eceeef" stroke="#8a9096" stroke-width="4"/><rect x="600" y="320" width="12" height="30" rx="4" fill="#8a9096"/><rect x="200" y="150" width="870" height="14" rx="6" fill="#d8dce0"/>${wheel(700, 52)}${wheel(830, 52)}`;
}

function motorcycleBody(paint: string): string {
  const dark = shade(paint, -0.4);
  const r = 95;
  const cy = GROUND - r;
  return `${shadow(230, 970)}${wheel(330, r)}${wheel(870, r)}<path d="M330,${cy} L470,300 L520,290" stroke="#9aa0a6" stroke-width="18" stroke-linecap="round" fill="none"/><path d="M870,${cy} L700,400 L560,420" stroke="#3b3f45" stroke-width="16" stroke-linecap="round" fill="none"/><rect x="560" y="360" width="150" height="110" rx="18" fill="#4a4f55"/><path d="M600,470 L820,490 L950,470" stroke="#b0b5bb" stroke-width="14" stroke-linecap="round" fill="none"/><path d="M500,300 Q560,240 690,250 Q740,260 740,310 L560,340 Z" fill="${paint}" stroke="${dark}" stroke-width="3"/><path d="M730,300 Q820,290 880,320 L870,335 L735,330 Z" fill="#1e1e1e"/><path d="M420,330 Q470,250 520,262 L500,345 Z" fill="${paint}" stroke="${dark}" stroke-width="3"/><path d="M505,270 L470,215 L430,210" stroke="#2b2b2b" stroke-width="10" stroke-linecap="round" fill="none"/><circle cx="430" cy="300" r="16" fill="#fff6c8" stroke="${dark}" stroke-width="2"/>`;
}

function vehicle(kind: VehicleKind, paint: string): string {
  switch (kind) {
    case 'ute':
      return uteBody(paint, false);
    case 'cabChassis':
      return uteBody(paint, true);
    case 'motorhome':
      return motorhomeBody(paint);
    case 'caravan':
      return caravanBody(paint);
    case 'motorcycle':
      return motorcycleBody(paint);
    default:
      return carBody(PROFILES[kind], paint);
  }
}

// ---------------------------------------------------------------------------------------------
// Scenes

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">`;

/** The car in its colour: 'side' on a light studio backdrop, 'showroom' mirrored on a dark floor. */
export function vehicleSvg(kind: VehicleKind, colour: PaintColour, view: ColourView): string {
  const art = vehicle(kind, colour.hex);
  if (view === 'side') {
    return `${svgOpen}<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#dde3e9"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/><rect y="${GROUND}" width="100%" height="${IMAGE_HEIGHT - GROUND}" fill="#cfd6dd"/>${art}</svg>`;
  }
  return `${svgOpen}<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c313a"/><stop offset="1" stop-color="#12151a"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#spot)"/><rect y="${GROUND}" width="100%" height="${IMAGE_HEIGHT - GROUND}" fill="#0d0f12"/><g transform="translate(${IMAGE_WIDTH},0) scale(-1,1)">${art}</g><g transform="translate(${IMAGE_WIDTH},${2 * GROUND + 8}) scale(-1,-1)" opacity="0.12">${art}</g></svg>`;
}

export type ItemKind = 'car' | 'motorcycle' | 'caravan';

/** Colour-independent detail shots shared by every vehicle of an item kind. */
export function detailSvg(item: ItemKind, view: DetailView): string {
  const bg = `<rect width="100%" height="100%" fill="#e9ecef"/>`;
  const parts: Record<ItemKind, Record<DetailView, string>> = {
    car: {
      interior: `<rect width="100%" height="100%" fill="#3a3f46"/><path d="M0,420 Q600,300 1200,420 L1200,675 L0,675 Z" fill="#23262b"/><circle cx="420" cy="430" r="150" fill="none" stroke="#111" stroke-width="34"/><circle cx="420" cy="430" r="40" fill="#111"/><rect x="700" y="300" width="300" height="170" rx="16" fill="#0f1b2a" stroke="#555" stroke-width="6"/><rect x="725" y="325" width="250" height="120" rx="8" fill="#1f5f8b"/>`,
      wheel: `${bg}<circle cx="600" cy="338" r="290" fill="#1f2124"/><circle cx="600" cy="338" r="190" fill="#c9ced4"/>${Array.from(
        { length: 5 },
        (_, i) => {
          const a = (i * 2 * Math.PI) / 5;
          return `<line x1="600" y1="338" x2="${(600 + Math.cos(a) * 180).toFixed(0)}" y2="${(338 + Math.sin(a) * 180).toFixed(0)}" stroke="#8d939a" stroke-width="34" stroke-linecap="round"/>`;
        },
      ).join('')}<circle cx="600" cy="338" r="50" fill="#5b6067"/>`,
      dash: `<rect width="100%" height="100%" fill="#1b1d21"/><circle cx="420" cy="338" r="170" fill="#0d0e10" stroke="#4a4f55" stroke-width="10"/><circle cx="780" cy="338" r="170" fill="#0d0e10" stroke="#4a4f55" stroke-width="10"/><line x1="420" y1="338" x2="520" y2="240" stroke="#e53935" stroke-width="10" stroke-linecap="round"/><line x1="780" y1="338" x2="700" y2="230" stroke="#e53935" stroke-width="10" stroke-linecap="round"/>`,
      cargo: `${bg}<path d="M200,150 L1000,150 L1100,560 L100,560 Z" fill="#2f3338"/><rect x="260" y="380" width="260" height="160" rx="12" fill="#8c6b45"/><rect x="560" y="420" width="360" height="120" rx="12" fill="#5f656d"/>`,
    },
    motorcycle: {
      interior: `${bg}<rect x="300" y="200" width="600" height="220" rx="110" fill="#1e1e1e"/><rect x="340" y="240" width="520" height="140" rx="70" fill="#2b2b2b"/>`,
      wheel: `${bg}<circle cx="600" cy="338" r="280" fill="#1f2124"/><circle cx="600" cy="338" r="230" fill="#3b3f45"/><circle cx="600" cy="338" r="150" fill="none" stroke="#b0b5bb" stroke-width="14"/><circle cx="600" cy="338" r="40" fill="#b0b5bb"/>`,
      dash: `<rect width="100%" height="100%" fill="#1b1d21"/><rect x="350" y="190" width="500" height="300" rx="40" fill="#0d0e10" stroke="#4a4f55" stroke-width="10"/><rect x="400" y="240" width="400" height="200" rx="20" fill="#1f5f8b"/>`,
      cargo: `${bg}<rect x="330" y="170" width="540" height="360" rx="50" fill="#4a4f55"/><circle cx="480" cy="350" r="70" fill="#9aa0a6"/><circle cx="720" cy="350" r="70" fill="#9aa0a6"/>`,
    },
    caravan: {
      interior: `<rect width="100%" height="100%" fill="#efe8dc"/><rect x="120" y="330" width="640" height="200" rx="20" fill="#ffffff" stroke="#c9bfae" stroke-width="6"/><rect x="140" y="290" width="280" height="60" rx="20" fill="#d7cdbd"/><rect x="460" y="290" width="280" height="60" rx="20" fill="#d7cdbd"/><rect x="820" y="120" width="260" height="180" rx="16" fill="#9cc3e6"/>`,
      wheel: `${bg}<circle cx="600" cy="338" r="260" fill="#1f2124"/><circle cx="600" cy="338" r="160" fill="#c9ced4"/><circle cx="600" cy="338" r="50" fill="#5b6067"/>`,
      dash: `<rect width="100%" height="100%" fill="#efe8dc"/><rect x="200" y="320" width="800" height="260" fill="#8c6b45"/><rect x="260" y="280" width="300" height="40" fill="#d9d9d9"/><circle cx="760" cy="300" r="40" fill="#4a4f55"/><circle cx="880" cy="300" r="40" fill="#4a4f55"/>`,
      cargo: `<rect width="100%" height="100%" fill="#efe8dc"/><rect x="200" y="140" width="380" height="420" rx="20" fill="#b08d5b"/><rect x="640" y="140" width="380" height="420" rx="20" fill="#b08d5b"/><circle cx="560" cy="350" r="12" fill="#4a4f55"/><circle cx="660" cy="350" r="12" fill="#4a4f55"/>`,
    },
  };
  return `${svgOpen}${parts[item][view]}</svg>`;
}
