import {
  type CardDraft,
  type CardTemplate,
  type CardUnit,
  type CardVariant,
  cardAmountDefaults,
  cardDraft,
  cardTemplate,
} from '@lightbearers/domain';
import type { copy } from '../copy';

/** Where a card is: being typed, waiting for 'ชื่อของท่านถูกต้องหรือไม่?', or confirmed (print / save file). */
export type CardStep = 'edit' | 'confirm' | 'done';

/** The JPEG made on Save, and the object URL it is shown and printed from. */
export interface CardJpeg {
  readonly blob: Blob;
  readonly url: string;
}

/** A line the page shows above the form: a key of the kiosk's copy. */
export type CardNotice = keyof Pick<typeof copy, 'idleCleared' | 'popupBlocked'>;

/** Everything the card page remembers; what it shows is derived (`cardDraft`). */
export interface CardPageState {
  readonly templateId: string;
  /** The form as typed. */
  readonly name: string;
  readonly amount: string;
  readonly unit: CardUnit | null;
  /** The unit a fresh form starts with (the variant's first). */
  readonly defaultUnit: CardUnit | null;
  readonly step: CardStep;
  /** The JPEG of the texts as they were on Save; dropped as soon as they change. */
  readonly jpeg: CardJpeg | null;
  /** Save is making the JPEG. */
  readonly making: boolean;
  /** The canvas could not make a JPEG: the page shows `CanvasUnsupported` instead of the preview. */
  readonly failed: boolean;
  readonly notice: CardNotice | null;
}

export type CardPageAction =
  | { readonly type: 'template'; readonly id: string }
  | { readonly type: 'name'; readonly value: string }
  | { readonly type: 'amount'; readonly value: string }
  | { readonly type: 'unit'; readonly unit: CardUnit }
  /** Save pressed: the JPEG is being made. */
  | { readonly type: 'saving' }
  /** The JPEG is made: ask whether the name is right. */
  | { readonly type: 'saved'; readonly jpeg: CardJpeg }
  /** The canvas could not make the JPEG. */
  | { readonly type: 'failed' }
  /** Back to the form, keeping what was typed (Cancel on the question, Edit after it). */
  | { readonly type: 'edit' }
  /** Yes: the JPEG was opened in a new window, or the browser blocked it. */
  | { readonly type: 'confirmed'; readonly opened: boolean }
  /** Open again, from the done step. */
  | { readonly type: 'opened'; readonly opened: boolean }
  /** An empty form for the next member (after printing, Next, or an idle minute). */
  | { readonly type: 'reset'; readonly notice?: CardNotice };

/** A fresh form for `variant`: its first template and first unit. */
export function initialCardPage(variant: CardVariant): CardPageState {
  const { unit } = cardAmountDefaults(variant);
  return {
    templateId: (variant.templates[0] as CardTemplate).id,
    name: '',
    amount: '',
    unit,
    defaultUnit: unit,
    step: 'edit',
    jpeg: null,
    making: false,
    failed: false,
    notice: null,
  };
}

/** A change to what the card shows: the old JPEG no longer matches it, and any notice is stale. */
function edited(state: CardPageState, change: Partial<CardPageState>): CardPageState {
  return { ...state, ...change, notice: null, step: 'edit', jpeg: state.step === 'edit' ? state.jpeg : null };
}

/** The card page as a pure reducer: every transition of the kiosk's form, question and done step. */
export function cardPageReducer(state: CardPageState, action: CardPageAction): CardPageState {
  switch (action.type) {
    case 'template':
      return edited(state, { templateId: action.id });
    case 'name':
      return edited(state, { name: action.value });
    case 'amount':
      return edited(state, { amount: action.value });
    case 'unit':
      return edited(state, { unit: action.unit });
    case 'saving':
      return state.making ? state : { ...state, making: true };
    case 'saved':
      return { ...state, making: false, jpeg: action.jpeg, step: 'confirm' };
    case 'failed':
      return { ...state, making: false, failed: true };
    case 'edit':
      return { ...state, step: 'edit' };
    case 'confirmed':
      return state.jpeg ? { ...state, step: 'done', notice: action.opened ? null : 'popupBlocked' } : state;
    case 'opened':
      return { ...state, notice: action.opened ? null : 'popupBlocked' };
    case 'reset':
      return {
        ...state,
        name: '',
        amount: '',
        unit: state.defaultUnit,
        step: 'edit',
        jpeg: null,
        notice: action.notice ?? null,
      };
  }
}

/** What the page shows for a state: the template and domain's draft of the texts as typed. */
export function cardPageView(
  variant: CardVariant,
  state: CardPageState,
): { template: CardTemplate; draft: CardDraft; dirty: boolean } {
  const template = cardTemplate(variant, state.templateId);
  const draft = cardDraft(template, { name: state.name, amount: state.amount, unit: state.unit });
  // Typed text (not blanks) would be lost by leaving or by an idle reset.
  const dirty = state.name.trim() !== '' || state.amount.trim() !== '';
  return { template, draft, dirty };
}
