import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardAsksAmount, cardDraft } from './draft';
import { CARD_VARIANTS, cardVariant } from './templates';
import { CARD_AMOUNT_MAX } from './texts';
import type { CardTemplate } from './types';

const certificate = cardVariant('card22').templates[0] as CardTemplate;
const thanks = cardVariant('card').templates[0] as CardTemplate;
const squareMetres = cardVariant('card22s').templates[0] as CardTemplate;

describe('cardAsksAmount', () => {
  it('follows the template: every template of a variant with an amount has an amount slot, no other does', () => {
    for (const variant of CARD_VARIANTS) {
      for (const template of variant.templates) {
        expect(cardAsksAmount(template), template.id).toBe(variant.amount.kind !== 'none');
      }
    }
  });
});

describe('cardDraft (product §5: Save disabled when the name is empty or the amount below 1)', () => {
  it('a certificate needs only a name, printed as normalised', () => {
    expect(cardDraft(certificate, { name: '' }).canSave).toBe(false);
    expect(cardDraft(certificate, { name: ' \n ' }).canSave).toBe(false);
    const draft = cardDraft(certificate, { name: '  สมชาย   ใจดี ' });
    expect(draft).toEqual({
      asksAmount: false,
      printedName: 'สมชาย ใจดี',
      amount: null,
      amountError: null,
      amountLine: null,
      texts: { name: 'สมชาย ใจดี', amount: null, unit: null },
      canSave: true,
    });
  });

  it('ignores an amount typed for a template that prints none', () => {
    const draft = cardDraft(certificate, { name: 'สมชาย', amount: '0', unit: 'บาท' });
    expect(draft.canSave).toBe(true);
    expect(draft.amountError).toBeNull();
    expect(draft.texts).toEqual({ name: 'สมชาย', amount: null, unit: null });
  });

  it('a thanks card needs a name and an amount of at least 1, and gives the amount line', () => {
    const draft = cardDraft(thanks, { name: 'สมศรี มีบุญ', amount: '1,200', unit: 'บาท' });
    expect(draft).toMatchObject({
      asksAmount: true,
      amount: 1200,
      amountError: null,
      amountLine: '1,200 บาท',
      texts: { name: 'สมศรี มีบุญ', amount: 1200, unit: 'บาท' },
      canSave: true,
    });
    expect(cardDraft(squareMetres, { name: 'ก', amount: '๙', unit: 'ตารางเมตร' }).amountLine).toBe(
      '9 ตารางเมตร',
    );
    expect(cardDraft(thanks, { name: '', amount: '5', unit: 'บาท' }).canSave).toBe(false);
    expect(cardDraft(thanks, { name: 'ก', amount: '1', unit: 'บาท' }).canSave).toBe(true);
  });

  it('refuses an amount below 1 with its reason, and keeps it off the card', () => {
    for (const amount of ['0', '0.5', '-3']) {
      const draft = cardDraft(thanks, { name: 'สมชาย', amount, unit: 'บาท' });
      expect(draft.canSave, amount).toBe(false);
      expect(draft.amount, amount).toBeNull();
      expect(draft.amountLine, amount).toBeNull();
      expect(draft.texts.amount, amount).toBeNull();
    }
    expect(cardDraft(thanks, { name: 'ก', amount: '0', unit: 'บาท' }).amountError).toBe('below-minimum');
    // '-3' is not a number the field reads (no signs), so it is refused before the minimum.
    expect(cardDraft(thanks, { name: 'ก', amount: '-3', unit: 'บาท' }).amountError).toBe('not-a-number');
    expect(cardDraft(thanks, { name: 'ก', amount: '1e3', unit: 'บาท' }).amountError).toBe('not-a-number');
  });

  // The case where the two old rules disagreed. `canSaveCard` read a missing amount as "this card has
  // no amount" and let Save through; `isCardAmountValid` refused it. The product description ("amount numeric,
  // minimum 1") sides with refusing: a thanks card is never saved without its amount.
  it('keeps Save disabled on a card with an amount while the amount is blank, without an error yet', () => {
    for (const amount of ['', '   ', null, undefined]) {
      const draft = cardDraft(thanks, { name: 'สมชาย ใจดี', amount, unit: 'บาท' });
      expect(draft.canSave, String(amount)).toBe(false);
      expect(draft.amountError, String(amount)).toBeNull();
      expect(draft.amountLine, String(amount)).toBeNull();
    }
  });

  // The other disagreement: `canSaveCard` had no maximum. Amounts past it are typing mistakes.
  it('refuses an amount above the maximum', () => {
    const draft = cardDraft(thanks, { name: 'สมชาย', amount: String(CARD_AMOUNT_MAX + 1), unit: 'บาท' });
    expect(draft.canSave).toBe(false);
    expect(draft.amountError).toBe('above-maximum');
    expect(cardDraft(thanks, { name: 'สมชาย', amount: String(CARD_AMOUNT_MAX), unit: 'บาท' }).canSave).toBe(
      true,
    );
  });

  it('needs a unit on a card with an amount', () => {
    expect(cardDraft(thanks, { name: 'สมชาย', amount: '10', unit: null }).canSave).toBe(false);
  });

  it('can save exactly when the card has everything it prints (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(certificate, thanks),
        fc.string({ maxLength: 12 }),
        fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 2_000_000_000 }).map(String)),
        (template, name, amount) => {
          const draft = cardDraft(template, { name, amount, unit: 'บาท' });
          const complete = draft.printedName !== '' && (!draft.asksAmount || draft.amountLine !== null);
          expect(draft.canSave).toBe(complete);
          if (draft.amount !== null) expect(draft.amount).toBeGreaterThanOrEqual(1);
          if (draft.amountError !== null) expect(draft.canSave).toBe(false);
        },
      ),
    );
  });
});
