/**
 * Images generated as SVG data URLs (never downloaded): a soft gradient "photo" with a few shapes,
 * and round avatars. Same arguments, same image.
 */
import { createRng } from '@lightbearers/domain';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A landscape-ish photo placeholder: sky gradient, a sun, hills, a stupa-like shape. */
export function photoDataUrl(seed: number, width = 800, height = 600): string {
  const rng = createRng(seed);
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(30, 90)) % 360;
  const sunX = rng.int(Math.round(width * 0.15), Math.round(width * 0.85));
  const sunY = rng.int(Math.round(height * 0.15), Math.round(height * 0.4));
  const hill = (y: number, l: number) =>
    `<path d="M0 ${y} Q ${width * 0.3} ${y - rng.int(40, 120)} ${width * 0.6} ${y} T ${width} ${y - rng.int(0, 60)} V ${height} H 0 Z" fill="hsl(${hue2} 45% ${l}%)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 88%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${sunX}" cy="${sunY}" r="${Math.round(height * 0.08)}" fill="hsl(45 95% 62%)"/>${hill(height * 0.7, 55)}${hill(height * 0.82, 40)}<path d="M${width * 0.5 - 30} ${height * 0.72} h60 l-10 -40 h-40 z M${width * 0.5} ${height * 0.52} l12 28 h-24 z" fill="hsl(42 80% 55%)"/></svg>`;
  return svgUrl(svg);
}

/** A round avatar: coloured disc with a simple head-and-shoulders silhouette. */
export function avatarDataUrl(seed: number, size = 120): string {
  const hue = createRng(seed).int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="hsl(${hue} 55% 70%)"/><circle cx="60" cy="48" r="22" fill="hsl(${hue} 35% 95%)"/><path d="M20 108 a40 34 0 0 1 80 0 z" fill="hsl(${hue} 35% 95%)"/></svg>`;
  return svgUrl(svg);
}

/** A badge: a coloured medal with a lotus-like star. */
export function badgeDataUrl(seed: number, size = 96): string {
  const hue = createRng(seed).int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96"><circle cx="48" cy="48" r="44" fill="hsl(${hue} 70% 55%)" stroke="hsl(45 90% 55%)" stroke-width="6"/><path d="M48 18 L56 40 L78 40 L60 54 L67 76 L48 62 L29 76 L36 54 L18 40 L40 40 Z" fill="hsl(45 95% 70%)"/></svg>`;
  return svgUrl(svg);
}

/** A souvenir: a rounded package shape on a pale background. */
export function productDataUrl(seed: number, size = 400): string {
  const rng = createRng(seed);
  const hue = rng.int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 30% 94%)"/><rect x="90" y="110" width="220" height="200" rx="24" fill="hsl(${hue} 60% 58%)"/><rect x="185" y="110" width="30" height="200" fill="hsl(45 90% 60%)"/><circle cx="200" cy="100" r="26" fill="none" stroke="hsl(45 90% 55%)" stroke-width="10"/></svg>`;
  return svgUrl(svg);
}

/**
 * The service's generated video poster (its stand-in while a network's thumbnail cannot be had):
 * a dark violet gradient with TikTok's note (portrait 9:16) or a play mark (landscape 16:9), faint.
 */
export function videoPosterSvg(shape: 'portrait' | 'landscape'): string {
  const gradient =
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f1b2e"/><stop offset="1" stop-color="#3b2f4f"/></linearGradient></defs>';
  return shape === 'portrait'
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 320" width="180" height="320">${gradient}<rect width="180" height="320" fill="url(#g)"/><path d="M96 128v44a14 14 0 1 1-10-13.4V128h10c1.5 9 7.5 14.5 16 15.5v10c-6.2-.3-11.5-2.5-16-6.3z" fill="#ffffff" fill-opacity=".35"/></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">${gradient}<rect width="320" height="180" fill="url(#g)"/><rect x="136" y="73" width="48" height="34" rx="9" fill="#ffffff" fill-opacity=".35"/><path d="M154 81v18l14-9z" fill="#1f1b2e" fill-opacity=".8"/></svg>`;
}
