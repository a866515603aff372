import { describe, expect, it } from 'vitest';
import { graphemeLength } from '../text/graphemes';
import { CARD_VARIANTS, cardAmountDefaults, cardTemplate, cardVariant, cardVariantByPath } from './templates';
import { CARD_LABEL_MAX_LENGTH } from './texts';
import { CARD_SIZES } from './types';

/** WCAG relative luminance, to check the text colours against the paper. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c((n >> 16) & 255) + 0.7152 * c((n >> 8) & 255) + 0.0722 * c(n & 255);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const templates = CARD_VARIANTS.flatMap((v) => v.templates);

describe('card variants (product §2 Cards)', () => {
  it('serves every route the product description names', () => {
    const paths = CARD_VARIANTS.map((v) => v.path);
    for (const path of ['/card', '/card/as', '/card22', '/card22m', '/card22s'])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(cardVariantByPath('/card22m/')?.id).toBe('card22m');
    expect(cardVariantByPath('/nope')).toBeNull();
  });

  it('has the 22 April honour certificate in Thai, English and Chinese', () => {
    expect(cardVariant('card22').templates.map((t) => t.lang)).toEqual(['th', 'en', 'zh']);
    expect(
      cardVariant('card22').templates[0]?.slots.some((s) => s.text?.includes('๒๒ เมษายน พ.ศ. ๒๕๖๕')),
    ).toBe(true);
  });

  it('has 12 thanks templates with an amount and a choice of บาท or ตารางเมตร', () => {
    const card = cardVariant('card');
    expect(card.templates).toHaveLength(12);
    expect(card.amount).toEqual({ kind: 'choose', units: ['บาท', 'ตารางเมตร'] });
    expect(cardAmountDefaults(card)).toEqual({ asksAmount: true, unit: 'บาท' });
  });

  it('fixes the unit of the baht and square-metre cards', () => {
    expect(cardAmountDefaults(cardVariant('card22m'))).toEqual({ asksAmount: true, unit: 'บาท' });
    expect(cardAmountDefaults(cardVariant('card22s'))).toEqual({ asksAmount: true, unit: 'ตารางเมตร' });
    expect(cardAmountDefaults(cardVariant('card-as'))).toEqual({ asksAmount: false, unit: null });
  });

  it('dates the month-7 certificate 14 June 2565 and names Asalha Puja', () => {
    expect(
      cardVariant('card-m7').templates[0]?.slots.some((s) => s.text?.includes('๑๔ มิถุนายน พ.ศ. ๒๕๖๕')),
    ).toBe(true);
    expect(cardVariant('card-as').templates[0]?.slots.some((s) => s.text?.includes('อาสาฬหบูชา'))).toBe(true);
  });

  it('keeps titles within 40 characters and captions within 20 (product §9)', () => {
    for (const v of CARD_VARIANTS) expect(graphemeLength(v.title), v.title).toBeLessThanOrEqual(40);
    for (const t of templates)
      expect(graphemeLength(t.label), t.label).toBeLessThanOrEqual(CARD_LABEL_MAX_LENGTH);
  });

  it('falls back to the first template for an unknown template id', () => {
    const v = cardVariant('card22');
    expect(cardTemplate(v, 'card22-zh').lang).toBe('zh');
    expect(cardTemplate(v, 'nope').id).toBe('card22-th');
  });
});

describe('card templates', () => {
  it('have unique ids and only the canvas sizes of product §9', () => {
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    const sizes = Object.values(CARD_SIZES).map(([w, h]) => `${w}x${h}`);
    for (const t of templates) expect(sizes).toContain(`${t.width}x${t.height}`);
    expect(new Set(templates.map((t) => `${t.width}x${t.height}`))).toEqual(new Set(sizes));
  });

  it('have one name box, an amount box exactly when the variant asks an amount, all inside the canvas', () => {
    for (const v of CARD_VARIANTS) {
      for (const t of v.templates) {
        expect(
          t.slots.filter((s) => s.role === 'name'),
          t.id,
        ).toHaveLength(1);
        expect(
          t.slots.some((s) => s.role === 'amount'),
          t.id,
        ).toBe(v.amount.kind !== 'none');
        for (const s of t.slots) {
          expect(s.box.x).toBeGreaterThanOrEqual(0);
          expect(s.box.y).toBeGreaterThanOrEqual(0);
          expect(s.box.x + s.box.width).toBeLessThanOrEqual(t.width);
          expect(s.box.y + s.box.height).toBeLessThanOrEqual(t.height);
          expect(s.style.minSize).toBeLessThanOrEqual(s.style.maxSize);
        }
      }
    }
  });

  it('print every text at 4.5:1 or more against the paper', () => {
    for (const t of templates) {
      for (const s of t.slots) {
        expect(contrast(s.style.colour, t.artwork.palette.paper), `${t.id} ${s.key}`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrast(s.style.colour, t.artwork.palette.paperEdge),
          `${t.id} ${s.key}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
