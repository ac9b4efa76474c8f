/** Logos drawn as SVG: a make's name on its brand colour, and a tenant's monogram and name. */
import { hashString } from '@dealer/domain/random';

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A stable, fairly dark colour for makes without a brand colour. */
export function colourFromName(name: string): string {
  const hue = hashString(name) % 360;
  return `hsl(${hue}, 55%, 32%)`;
}

export const MAKE_LOGO_SIZE = { width: 320, height: 160 } as const;

export function makeLogoSvg(name: string, colour: string): string {
  const { width, height } = MAKE_LOGO_SIZE;
  // Roughly 0.62em per character in a bold sans; keep 24px of padding each side.
  const fontSize = Math.min(54, Math.floor((width - 48) / (name.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="24" fill="${colour}"/><rect x="14" y="14" width="${width - 28}" height="${height - 28}" rx="16" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(name)}</text></svg>`;
}

/**
 * A tenant's logo is its monogram: the header shows it at 40 x 40 beside the tenant's name, where a
 * wordmark (the name again, at a quarter of the height) could not be read (issue 12).
 */
export const TENANT_LOGO_SIZE = { width: 160, height: 160 } as const;

export function tenantLogoSvg(name: string, primary: string, secondary: string): string {
  const { width, height } = TENANT_LOGO_SIZE;
  const initials = name
    .split(/[\s&]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><circle cx="80" cy="80" r="76" fill="${primary}"/><circle cx="80" cy="80" r="70" fill="none" stroke="${secondary}" stroke-width="10"/><text x="80" y="82" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${initials.length > 1 ? 68 : 84}" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}
