import { cardVariant } from '@lightbearers/domain';
import { describe, expect, it } from 'vitest';
import {
  type CardPageAction,
  type CardPageState,
  cardPageReducer,
  cardPageView,
  initialCardPage,
} from './cardPageState';

const thanks = cardVariant('card');
const certificate = cardVariant('card22');
const jpeg = { blob: new Blob(['x'], { type: 'image/jpeg' }), url: 'blob:card' };

const run = (state: CardPageState, ...actions: CardPageAction[]) => actions.reduce(cardPageReducer, state);

describe('the card page reducer', () => {
  it('starts empty on the first template and the first unit', () => {
    expect(initialCardPage(thanks)).toMatchObject({
      templateId: thanks.templates[0]?.id,
      name: '',
      amount: '',
      unit: 'บาท',
      step: 'edit',
      jpeg: null,
    });
    expect(initialCardPage(certificate).unit).toBeNull();
  });

  it('goes edit → confirm → done, and the view follows domain’s draft', () => {
    const typed = run(
      initialCardPage(thanks),
      { type: 'name', value: ' สมศรี  มีบุญ ' },
      { type: 'amount', value: '1200' },
      { type: 'unit', unit: 'ตารางเมตร' },
    );
    const view = cardPageView(thanks, typed);
    expect(view.draft).toMatchObject({
      canSave: true,
      printedName: 'สมศรี มีบุญ',
      amountLine: '1,200 ตารางเมตร',
    });
    expect(view.dirty).toBe(true);
    const saving = cardPageReducer(typed, { type: 'saving' });
    expect(saving.making).toBe(true);
    const asked = cardPageReducer(saving, { type: 'saved', jpeg });
    expect(asked).toMatchObject({ making: false, step: 'confirm', jpeg });
    const done = cardPageReducer(asked, { type: 'confirmed', opened: true });
    expect(done).toMatchObject({ step: 'done', notice: null, jpeg });
  });

  it('drops the JPEG and goes back to the form when a text changes after Save', () => {
    const asked = run(initialCardPage(certificate), { type: 'name', value: 'ก' }, { type: 'saved', jpeg });
    const changed = cardPageReducer(asked, { type: 'name', value: 'กา' });
    expect(changed).toMatchObject({ step: 'edit', jpeg: null, name: 'กา' });
    const done = run(asked, { type: 'confirmed', opened: true }, { type: 'template', id: 'card22-en' });
    expect(done).toMatchObject({ step: 'edit', jpeg: null, templateId: 'card22-en' });
  });

  it('keeps the JPEG when going back without a change (Cancel on the question)', () => {
    const asked = run(initialCardPage(certificate), { type: 'name', value: 'ก' }, { type: 'saved', jpeg });
    expect(cardPageReducer(asked, { type: 'edit' })).toMatchObject({ step: 'edit', jpeg, name: 'ก' });
  });

  it('says when the browser blocked the new window, and clears that on the next edit', () => {
    const asked = run(initialCardPage(certificate), { type: 'name', value: 'ก' }, { type: 'saved', jpeg });
    const blocked = cardPageReducer(asked, { type: 'confirmed', opened: false });
    expect(blocked).toMatchObject({ step: 'done', notice: 'popupBlocked' });
    expect(cardPageReducer(blocked, { type: 'opened', opened: true }).notice).toBeNull();
    expect(cardPageReducer(blocked, { type: 'name', value: 'ข' }).notice).toBeNull();
  });

  it('does not confirm without a JPEG', () => {
    const typed = run(initialCardPage(certificate), { type: 'name', value: 'ก' });
    expect(cardPageReducer(typed, { type: 'confirmed', opened: true })).toBe(typed);
  });

  it('resets to an empty form on the same template, with the idle notice when given', () => {
    const done = run(
      initialCardPage(thanks),
      { type: 'template', id: thanks.templates[3]?.id as string },
      { type: 'name', value: 'ก' },
      { type: 'amount', value: '9' },
      { type: 'unit', unit: 'ตารางเมตร' },
      { type: 'saved', jpeg },
      { type: 'confirmed', opened: true },
    );
    const idle = cardPageReducer(done, { type: 'reset', notice: 'idleCleared' });
    expect(idle).toMatchObject({
      templateId: thanks.templates[3]?.id,
      name: '',
      amount: '',
      unit: 'บาท',
      step: 'edit',
      jpeg: null,
      notice: 'idleCleared',
    });
    expect(cardPageView(thanks, idle).dirty).toBe(false);
    expect(cardPageReducer(done, { type: 'reset' }).notice).toBeNull();
  });

  it('shows CanvasUnsupported after a failed Save, and saves once at a time', () => {
    const typed = run(initialCardPage(certificate), { type: 'name', value: 'ก' });
    const saving = cardPageReducer(typed, { type: 'saving' });
    expect(cardPageReducer(saving, { type: 'saving' })).toBe(saving);
    expect(cardPageReducer(saving, { type: 'failed' })).toMatchObject({ making: false, failed: true });
  });

  it('counts only typed text as unsaved work', () => {
    const blank = run(
      initialCardPage(thanks),
      { type: 'name', value: '   ' },
      { type: 'amount', value: ' ' },
    );
    expect(cardPageView(thanks, blank).dirty).toBe(false);
    expect(cardPageView(thanks, cardPageReducer(blank, { type: 'amount', value: '5' })).dirty).toBe(true);
  });
});
