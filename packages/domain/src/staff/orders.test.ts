import { describe, expect, it } from 'vitest';
import {
  checkOrderMove,
  isCancellable,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusMessage,
} from './orders';

describe('order transitions', () => {
  it('moves forward one step, back from packed to placed, and cancels only before sending', () => {
    expect(checkOrderMove({ from: 'placed', to: 'packed', logistic: 'temple' })).toEqual({
      ok: true,
      tracking: null,
    });
    expect(checkOrderMove({ from: 'placed', to: 'sent', logistic: 'temple' })).toEqual({
      ok: false,
      field: 'status',
      message: ORDER_MESSAGES.transition('placed', 'sent'),
    });
    expect(isCancellable('placed')).toBe(true);
    expect(isCancellable('packed')).toBe(true);
    expect(isCancellable('sent')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
  });

  it('never leaves received or cancelled', () => {
    for (const to of ORDER_STATUSES) {
      expect(checkOrderMove({ from: 'received', to, logistic: 'mail', tracking: 'x' }).ok).toBe(false);
      expect(checkOrderMove({ from: 'cancelled', to, logistic: 'mail', tracking: 'x' }).ok).toBe(false);
    }
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
  });

  it('needs tracking text to send a mailed order', () => {
    expect(checkOrderMove({ from: 'packed', to: 'sent', logistic: 'mail', tracking: '  ' })).toEqual({
      ok: false,
      field: 'tracking',
      message: ORDER_MESSAGES.tracking,
    });
    expect(checkOrderMove({ from: 'packed', to: 'sent', logistic: 'mail', tracking: ' EF123TH ' })).toEqual({
      ok: true,
      tracking: 'EF123TH',
    });
    expect(checkOrderMove({ from: 'packed', to: 'sent', logistic: 'coor' })).toEqual({
      ok: true,
      tracking: null,
    });
  });

  it('tells the member each step, the tracking text escaped', () => {
    expect(orderStatusMessage(7, 'sent', '<b>EF1</b>')).toBe(
      'คำสั่งแลก OrderNumber 7 จัดส่งแล้ว เลขพัสดุ <b>&lt;b&gt;EF1&lt;/b&gt;</b>',
    );
    for (const s of ORDER_STATUSES) expect(orderStatusMessage(7, s)).toContain('OrderNumber 7');
  });
});
