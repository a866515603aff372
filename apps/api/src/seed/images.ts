import sharp from 'sharp';

/**
 * Deterministic demo pictures drawn from SVG (no download): a gradient, shapes and a label. A
 * souvenir's picture carries no text: the renderer's fonts have no Thai glyphs (its price, 'คะแนน',
 * came out as empty boxes), and the shop prints the name and the price beside it anyway.
 */
export function demoSvg(
  i: number,
  w: number,
  h: number,
  label: string,
  kind: 'photo' | 'avatar' | 'badge' | 'product',
) {
  const hues = [12, 38, 52, 95, 150, 190, 215, 260, 290, 330];
  const a = hues[i % hues.length]!;
  const b = hues[(i * 3 + 4) % hues.length]!;
  const shapes =
    kind === 'avatar'
      ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.2}" fill="hsl(${a},60%,92%)"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.35}" ry="${h * 0.3}" fill="hsl(${a},60%,92%)"/>`
      : kind === 'badge'
        ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.4}" fill="none" stroke="#fff7d6" stroke-width="${w * 0.06}"/><polygon points="${w / 2},${h * 0.25} ${w * 0.6},${h * 0.45} ${w * 0.75},${h * 0.47} ${w * 0.63},${h * 0.6} ${w * 0.67},${h * 0.76} ${w / 2},${h * 0.67} ${w * 0.33},${h * 0.76} ${w * 0.37},${h * 0.6} ${w * 0.25},${h * 0.47} ${w * 0.4},${h * 0.45}" fill="#fff7d6"/>`
        : `<circle cx="${w * 0.75}" cy="${h * 0.3}" r="${Math.min(w, h) * 0.16}" fill="#fff5c0" opacity="0.9"/><path d="M0 ${h * 0.8} Q ${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.78} T ${w} ${h * 0.7} V ${h} H 0 Z" fill="hsl(${b},45%,30%)" opacity="0.8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,55%)"/><stop offset="1" stop-color="hsl(${b},70%,40%)"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}${
    kind === 'product'
      ? ''
      : `
  <text x="${w / 2}" y="${h * 0.93}" font-family="sans-serif" font-size="${Math.round(h / 14)}" fill="#ffffff" text-anchor="middle">${label}</text>`
  }
</svg>`;
}

const cache = new Map<string, Buffer>();

/** PNG bytes of a demo picture (memoised per process: tests seed many databases). */
export async function demoImage(
  i: number,
  w: number,
  h: number,
  label: string,
  kind: Parameters<typeof demoSvg>[4],
) {
  const key = `${i}|${w}|${h}|${label}|${kind}`;
  let buf = cache.get(key);
  if (!buf) {
    buf = await sharp(Buffer.from(demoSvg(i, w, h, label, kind)))
      .png()
      .toBuffer();
    cache.set(key, buf);
  }
  return buf;
}
