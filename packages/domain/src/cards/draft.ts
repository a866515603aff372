import {
  type CardAmountError,
  cardAmountError,
  cardAmountText,
  normaliseCardName,
  parseCardAmount,
} from './texts';
import type { CardTemplate, CardTexts, CardUnit } from './types';

/** What staff typed into a card's form, as typed. */
export interface CardDraftInput {
  /** The name field. */
  readonly name: string | null | undefined;
  /** The amount field (ignored when the template prints no amount). */
  readonly amount?: string | null;
  /** The chosen unit (ignored when the template prints no amount). */
  readonly unit?: CardUnit | null;
}

/** Everything a screen shows and decides about one card before it is saved. */
export interface CardDraft {
  /** Whether the template prints an amount (it has an amount slot), so the form asks for one. */
  readonly asksAmount: boolean;
  /** The name as printed (`normaliseCardName`); empty when none was typed. */
  readonly printedName: string;
  /** The amount when it may be printed, else `null` (blank, not a number, or out of range). */
  readonly amount: number | null;
  /** Why the typed amount cannot be printed; `null` when it can, when it is still blank, or when none is asked. */
  readonly amountError: CardAmountError | null;
  /** The amount with its unit, `1,200 บาท`, when both may be printed; else `null`. */
  readonly amountLine: string | null;
  /** What the card draws: the printed name, the amount only when it may be printed, and the unit. */
  readonly texts: CardTexts;
  /** Save (product §5): a name, and when the template prints an amount, an amount of at least 1 and a unit. */
  readonly canSave: boolean;
}

/** Whether `template` prints an amount: it has a slot for it. */
export function cardAsksAmount(template: Pick<CardTemplate, 'slots'>): boolean {
  return template.slots.some((slot) => slot.role === 'amount');
}

/**
 * The card's draft: the one rule for a card form, used by every screen that fills one (the kiosk,
 * `CardForm`'s stories, the site's cards later). Product §5: Save is disabled while the name is empty
 * or, on a card with an amount, while the amount is blank or below 1; an amount the form cannot
 * read, or one above `CARD_AMOUNT_MAX` (a typing mistake), blocks Save too. A blank amount blocks
 * Save without an error message: nothing is wrong yet, it is only missing.
 */
export function cardDraft(template: Pick<CardTemplate, 'slots'>, input: CardDraftInput): CardDraft {
  const asksAmount = cardAsksAmount(template);
  const printedName = normaliseCardName(input.name);
  const raw = asksAmount ? (input.amount ?? '').trim() : '';
  const parsed = raw === '' ? null : parseCardAmount(raw);
  const amountError = raw === '' ? null : cardAmountError(parsed);
  const amount = raw !== '' && amountError === null ? parsed : null;
  const unit = asksAmount ? (input.unit ?? null) : null;
  const amountLine = amount !== null && unit ? cardAmountText('{amount} {unit}', amount, unit) : null;
  return {
    asksAmount,
    printedName,
    amount,
    amountError,
    amountLine,
    texts: { name: printedName, amount, unit },
    canSave: printedName !== '' && (!asksAmount || amountLine !== null),
  };
}
