// The page the benchmark drives: draws and exports cards with the kiosk's own code and fonts.
import '@lightbearers/ui/fonts';
import '@fontsource/noto-serif-sc/700.css';
import { type CardTemplate, type CardTexts, type CardVariantId, cardVariant } from '@lightbearers/domain';
import { canvasToJpeg, cardToJpeg, drawCard, loadCardFonts } from '@lightbearers/ui';

export interface BenchResult {
  template: string;
  size: string;
  runs: number;
  /** cardToJpeg: fresh canvas, font check, layout, artwork, texts, JPEG 0.9 encode. */
  totalMs: number[];
  /** drawCard alone (layout + artwork + texts) on a reused canvas. */
  drawMs: number[];
  /** canvas.toBlob('image/jpeg', 0.9) alone. */
  encodeMs: number[];
  bytes: number;
}

async function measure(
  id: CardVariantId,
  index: number,
  texts: CardTexts,
  runs: number,
): Promise<BenchResult> {
  const template = cardVariant(id).templates[index] as CardTemplate;
  await loadCardFonts(template, texts);
  const canvas = document.createElement('canvas');
  canvas.width = template.width;
  canvas.height = template.height;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  for (let i = 0; i < 3; i++) await cardToJpeg(template, texts); // warm-up: JIT, glyph caches
  const totalMs: number[] = [];
  const drawMs: number[] = [];
  const encodeMs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const blob = await cardToJpeg(template, texts);
    totalMs.push(performance.now() - t0);
    bytes = blob.size;
    const t1 = performance.now();
    drawCard(ctx, template, texts);
    const t2 = performance.now();
    await canvasToJpeg(canvas);
    encodeMs.push(performance.now() - t2);
    drawMs.push(t2 - t1);
  }
  return {
    template: template.id,
    size: `${template.width}×${template.height}`,
    runs,
    totalMs,
    drawMs,
    encodeMs,
    bytes,
  };
}

const thai = 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์ไพศาลกุล';

declare global {
  interface Window {
    runBench: (runs: number) => Promise<BenchResult[]>;
  }
}

window.runBench = async (runs) => [
  await measure('card', 0, { name: thai, amount: 1500, unit: 'ตารางเมตร' }, runs),
  await measure('card', 8, { name: '欧阳明珠', amount: 99, unit: 'บาท' }, runs),
  await measure('card22', 0, { name: thai }, runs),
  await measure('card22s', 0, { name: 'Margaret Ashworth-Whitfield', amount: 25, unit: 'ตารางเมตร' }, runs),
];
document.body.dataset.ready = 'true';
