import { describe, expect, it } from 'vitest';
import { orderIdFromWalletMessage, walletEntryDirection } from './wallet';

describe('wallet entries', () => {
  it('reads in as received and anything else as paid', () => {
    expect(walletEntryDirection('in')).toBe('received');
    expect(walletEntryDirection('out')).toBe('paid');
    expect(walletEntryDirection(null)).toBe('paid');
  });

  it('finds the order number in the message', () => {
    expect(orderIdFromWalletMessage('แลกของที่ระลึก OrderNumber 42')).toBe(42);
    expect(orderIdFromWalletMessage('ordernumber:#7')).toBe(7);
    expect(orderIdFromWalletMessage('แชร์โพสต์')).toBeNull();
    expect(orderIdFromWalletMessage(undefined)).toBeNull();
  });
});
