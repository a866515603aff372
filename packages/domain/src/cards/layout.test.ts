import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemes } from '../text/graphemes';
import { CARD_ELLIPSIS, CARD_LINE_HEIGHT, cardFontRequests, layoutCardText, splitInTwo } from './layout';
import { CARD_VARIANTS, cardVariant } from './templates';
import { normaliseCardName } from './texts';
import type { CardMeasure, CardTemplate, PlacedCardText } from './types';

/**
 * A deterministic stand-in for canvas `measureText`: each grapheme cluster is 0.55 em wide (a
 * whole CJK ideograph 1 em, the ellipsis 1 em), so Thai marks stacked on a letter add no width, as
 * in a real font.
 */
const fakeMeasure: CardMeasure = (text, font) => {
  const size = Number(/ (\d+)px /.exec(font)?.[1]);
  if (!Number.isFinite(size)) throw new Error(`no size in font: ${font}`);
  let ems = 0;
  for (const cluster of graphemes(text)) ems += /[\u3000-\u9fff\uff00-\uffef…]/u.test(cluster) ? 1 : 0.55;
  return ems * size;
};

const thanks = cardVariant('card').templates[0] as CardTemplate;
const honourTh = cardVariant('card22').templates[0] as CardTemplate;
const nameSlot = (t: CardTemplate) => t.slots.find((s) => s.role === 'name')!;

function placedName(template: CardTemplate, name: string): PlacedCardText {
  const text = layoutCardText(template, { name }, fakeMeasure).texts.find((p) => p.role === 'name');
  if (!text) throw new Error('name not placed');
  return text;
}

function expectInsideBox(placed: PlacedCardText) {
  for (const line of placed.lines)
    expect(fakeMeasure(line, placed.font)).toBeLessThanOrEqual(placed.box.width);
  expect(placed.lines.length * placed.fontSize * CARD_LINE_HEIGHT).toBeLessThanOrEqual(placed.box.height);
  const firstTop = (placed.lineYs[0] as number) - (placed.fontSize * CARD_LINE_HEIGHT) / 2;
  expect(firstTop).toBeGreaterThanOrEqual(placed.box.y - 1e-9);
}

describe('layoutCardText', () => {
  it('draws a short name at the largest size, centred in its box', () => {
    const placed = placedName(honourTh, 'สมชาย ใจดี');
    const slot = nameSlot(honourTh);
    expect(placed.fontSize).toBe(slot.style.maxSize);
    expect(placed.lines).toEqual(['สมชาย ใจดี']);
    expect(placed.x).toBe(slot.box.x + slot.box.width / 2);
    expect(placed.lineYs[0]).toBe(slot.box.y + slot.box.height / 2);
    expect(placed.font).toBe(`700 ${slot.style.maxSize}px 'Noto Serif Thai', 'Noto Serif SC', serif`);
    expect(placed.truncated).toBe(false);
  });

  it('shrinks a long Thai name with tone marks into the box instead of cutting it', () => {
    const name = 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์ไพศาลกุล';
    const slot = nameSlot(honourTh);
    const placed = placedName(honourTh, name);
    expect(placed.lines).toEqual([name]);
    expect(placed.fontSize).toBeLessThan(slot.style.maxSize);
    expect(placed.fontSize).toBeGreaterThanOrEqual(slot.style.minSize);
    expectInsideBox(placed);
    // The largest size that fits: one pixel more would overflow.
    expect(
      fakeMeasure(name, placed.font.replace(`${placed.fontSize}px`, `${placed.fontSize + 1}px`)),
    ).toBeGreaterThan(slot.box.width);
  });

  /** The honour template with a narrower name box, so that realistic names need to wrap. */
  const narrow = (width: number, height = 118): CardTemplate => ({
    ...honourTh,
    slots: [{ ...nameSlot(honourTh), box: { x: 0, y: 0, width, height } }],
  });

  it('wraps at a space to two lines once the smallest size is still too wide', () => {
    const name = 'พระมหาสมศักดิ์ธรรมวิริยะ ปัญญาวุฑฺโฒภิกขุ';
    const placed = placedName(narrow(420), name);
    expect(placed.lines).toEqual(['พระมหาสมศักดิ์ธรรมวิริยะ', 'ปัญญาวุฑฺโฒภิกขุ']);
    expect(placed.truncated).toBe(false);
    expectInsideBox(placed);
  });

  it('wraps a long Thai name without spaces at a dictionary word boundary', () => {
    const name = 'มหาวิทยาลัยธรรมศาสตร์และการเมือง';
    const placed = placedName(narrow(400), name);
    expect(placed.lines).toHaveLength(2);
    expect(placed.lines.join('')).toBe(name);
    expect(placed.truncated).toBe(false);
    expectInsideBox(placed);
  });

  it('cuts at a cluster boundary with an ellipsis only when two lines at the smallest size are too wide', () => {
    const name = 'กิ่งแก้วเพ็ญศรีสุวรรณ์ชื่นชมบุญญาธิการ';
    const placed = placedName(narrow(300, 60), name);
    expect(placed.truncated).toBe(true);
    expect(placed.lines).toHaveLength(1);
    const line = placed.lines[0] as string;
    expect(line.endsWith(CARD_ELLIPSIS)).toBe(true);
    expect(graphemes(name).slice(0, graphemes(line).length - 1)).toEqual(graphemes(line.slice(0, -1)));
    expectInsideBox(placed);
  });

  it('leaves out the name and amount until the member gives them; fixed lines always draw', () => {
    const empty = layoutCardText(thanks, { name: '   ' }, fakeMeasure);
    expect(empty.texts.map((t) => t.key)).toEqual(['title', 'subtitle', 'closing']);
    const full = layoutCardText(thanks, { name: 'Somchai', amount: 1200, unit: 'ตารางเมตร' }, fakeMeasure);
    expect(full.texts.map((t) => t.key)).toEqual(['title', 'subtitle', 'name', 'amount', 'closing']);
    expect(full.texts.find((t) => t.key === 'amount')?.lines).toEqual(['ร่วมเป็นเจ้าภาพ 1,200 ตารางเมตร']);
    const zero = layoutCardText(thanks, { name: 'Somchai', amount: 0, unit: 'บาท' }, fakeMeasure);
    expect(zero.texts.some((t) => t.key === 'amount')).toBe(false);
  });

  it('fits every fixed line of every template without cutting it', () => {
    for (const variant of CARD_VARIANTS) {
      for (const template of variant.templates) {
        const layout = layoutCardText(template, { name: '' }, fakeMeasure);
        for (const text of layout.texts) {
          expect(text.truncated, `${template.id} ${text.key}`).toBe(false);
          expectInsideBox(text);
        }
      }
    }
  });

  it('keeps a Chinese and an English name on one line in every template', () => {
    for (const variant of CARD_VARIANTS) {
      for (const template of variant.templates) {
        for (const name of ['王秀英', 'Margaret Ashworth-Whitfield']) {
          const placed = placedName(template, name);
          expect(placed.lines, template.id).toEqual([name]);
          expectInsideBox(placed);
        }
      }
    }
  });

  const thaiCluster = fc
    .tuple(
      fc.constantFrom('ก', 'ข', 'ค', 'ป', 'ฝ', 'ฟ', 'ญ', 'ฐ', 'ส', 'ห', 'อ', 'ฮ'),
      fc.constantFrom('', 'ิ', 'ี', 'ึ', 'ื', 'ุ', 'ู', 'ั', '็'),
      fc.constantFrom('', '่', '้', '๊', '๋', '์'),
      fc.constantFrom('', '', '', 'า', 'ำ', ' ', 'เ', 'ไ'),
    )
    .map((parts) => parts.join(''));
  const names = fc.oneof(
    fc.array(thaiCluster, { maxLength: 40 }).map((c) => c.join('')),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'grapheme-composite', maxLength: 60 }),
  );

  it('never splits a grapheme cluster and always stays inside the box (property)', () => {
    const templates = [
      honourTh,
      thanks,
      cardVariant('card22s').templates[0] as CardTemplate,
      narrow(300),
      narrow(200, 60),
    ];
    fc.assert(
      fc.property(names, fc.constantFrom(...templates), (name, template) => {
        const layout = layoutCardText(template, { name }, fakeMeasure);
        const placed = layout.texts.find((t) => t.role === 'name');
        if (!placed) return;
        const slot = nameSlot(template);
        expect(placed.fontSize).toBeLessThanOrEqual(slot.style.maxSize);
        if (!(placed.truncated && placed.lines.at(-1) === CARD_ELLIPSIS)) expectInsideBox(placed);
        // Every line is a run of whole clusters of the name, in order.
        const source = graphemes(normaliseCardName(name));
        let from = 0;
        for (const line of placed.lines) {
          const body = placed.truncated && line.endsWith(CARD_ELLIPSIS) ? line.slice(0, -1) : line;
          const clusters = graphemes(body);
          if (clusters.length === 0) continue;
          const start = source.indexOf(clusters[0] as string, from);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(source.slice(start, start + clusters.length)).toEqual(clusters);
          from = start + clusters.length;
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('splitInTwo', () => {
  const width = (line: string) => graphemes(line).length;
  it('prefers the space that balances the lines', () => {
    expect(splitInTwo('ก ขขขข คคค', width)).toEqual(['ก ขขขข', 'คคค']);
  });
  it('returns null for a single unbreakable word', () => {
    expect(splitInTwo('ก่', width)).toBeNull();
  });
});

describe('cardFontRequests', () => {
  it('asks for each drawn text in its font, with the ellipsis it may need', () => {
    const requests = cardFontRequests(cardVariant('card22').templates[2] as CardTemplate, { name: '王秀英' });
    expect(requests).toContainEqual({
      font: "700 64px 'Noto Serif Thai', 'Noto Serif SC', serif",
      text: '王秀英…',
    });
    expect(requests.find((r) => r.text.startsWith('荣誉证书'))?.font).toContain(
      "'Noto Serif SC', 'Noto Serif Thai'",
    );
  });
});
