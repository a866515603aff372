/**
 * Drawing a card: load the fonts its texts need, lay the texts out with `layoutCardText` from
 * domain (measuring with this canvas), draw the artwork, draw the texts. Also the JPEG export.
 * Rendering, not rules: sizes, boxes and shrinking are decided in `@lightbearers/domain`.
 */
import {
  type CardLayout,
  type CardTemplate,
  type CardTexts,
  cardFontRequests,
  JPEG_QUALITY,
  layoutCardText,
} from '@lightbearers/domain';
import { drawArtwork } from './artwork';

/**
 * Waits until every font the card's texts need is loaded (only the unicode-range files those
 * characters fall in). Without this the first draw would use a fallback face and measure wrongly.
 */
export async function loadCardFonts(template: CardTemplate, texts: CardTexts): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await Promise.all(
    cardFontRequests(template, texts).map((r) => document.fonts.load(r.font, r.text).catch(() => [])),
  );
}

/** Draws artwork and texts on a context sized to the template. Fonts must be loaded already. */
export function drawCard(
  ctx: CanvasRenderingContext2D,
  template: CardTemplate,
  texts: CardTexts,
): CardLayout {
  const layout = layoutCardText(template, texts, (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  });
  ctx.clearRect(0, 0, template.width, template.height);
  drawArtwork(ctx, template);
  ctx.save();
  ctx.textBaseline = 'middle';
  for (const placed of layout.texts) {
    ctx.font = placed.font;
    ctx.fillStyle = placed.colour;
    ctx.textAlign = placed.align;
    placed.lines.forEach((line, i) => {
      ctx.fillText(line, placed.x, placed.lineYs[i] as number);
    });
  }
  ctx.restore();
  return layout;
}

/** The 2D context of `canvas`, or `null` where canvas drawing is not supported. */
export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/**
 * Sizes `canvas` to the template, loads the fonts and draws. Resolves to the layout, or `null`
 * when the canvas has no 2D context (the caller shows 'บางอย่างผิดพลาด').
 */
export async function renderCard(
  canvas: HTMLCanvasElement,
  template: CardTemplate,
  texts: CardTexts,
): Promise<CardLayout | null> {
  const ctx = context2d(canvas);
  if (!ctx) return null;
  await loadCardFonts(template, texts);
  if (canvas.width !== template.width) canvas.width = template.width;
  if (canvas.height !== template.height) canvas.height = template.height;
  return drawCard(ctx, template, texts);
}

/** The canvas as a JPEG at the product's quality (product §9: 0.9). */
export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** Draws the card on a fresh canvas and encodes it: the JPEG to open, print or save. */
export async function cardToJpeg(template: CardTemplate, texts: CardTexts): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const layout = await renderCard(canvas, template, texts);
  if (!layout) throw new Error('canvas is not supported');
  return canvasToJpeg(canvas);
}

/** A small picture of the template (artwork and fixed texts) as a data URL, for thumbnails. */
export async function cardThumbnail(template: CardTemplate, width: number): Promise<string> {
  const full = document.createElement('canvas');
  if (!(await renderCard(full, template, { name: '' }))) throw new Error('canvas is not supported');
  const small = document.createElement('canvas');
  small.width = Math.round(width);
  small.height = Math.round((width * template.height) / template.width);
  const ctx = context2d(small);
  if (!ctx) throw new Error('canvas is not supported');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(full, 0, 0, small.width, small.height);
  return small.toDataURL('image/jpeg', JPEG_QUALITY);
}

/** Saves `blob` under `fileName` through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
