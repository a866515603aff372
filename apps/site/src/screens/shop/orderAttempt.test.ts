import type { NewOrder } from '@lightbearers/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createOrderPlacer } from './orderAttempt';

const ORDER: NewOrder = {
  name: 'สมชาย ใจดี',
  total: 250,
  lines: [
    { productId: 1, amount: 1 },
    { productId: 5, amount: 1 },
  ],
  shipto: '12 ถ.พหลโยธิน กรุงเทพฯ 10400 โทร 0812345678',
  logistic: 'mail',
  userId: 7,
};

function keys() {
  let n = 0;
  return vi.fn(() => `key-${++n}`);
}

describe('createOrderPlacer', () => {
  it('a retry after a failure reuses the key of the attempt', async () => {
    const send = vi
      .fn<(order: NewOrder, key: string) => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ id: 41 });
    const placer = createOrderPlacer(send, keys());
    await expect(placer.place(ORDER)).rejects.toThrow('network');
    expect(placer.key).toBe('key-1');
    await expect(placer.place(ORDER)).resolves.toEqual({ id: 41 });
    expect(send.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
  });

  it('a double tap sends one request; both taps get the one answer', async () => {
    let resolve: (value: { id: number }) => void = () => {};
    const send = vi.fn(() => new Promise<{ id: number }>((r) => (resolve = r)));
    const placer = createOrderPlacer(send, keys());
    const first = placer.place(ORDER);
    const second = placer.place(ORDER);
    expect(placer.busy).toBe(true);
    resolve({ id: 42 });
    await expect(first).resolves.toEqual({ id: 42 });
    await expect(second).resolves.toEqual({ id: 42 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(placer.busy).toBe(false);
  });

  it('after a success, or for a different order, a new attempt gets a new key', async () => {
    const send = vi.fn(async (_order: NewOrder, key: string) => ({ key }));
    const placer = createOrderPlacer(send, keys());
    expect(await placer.place(ORDER)).toEqual({ key: 'key-1' });
    expect(placer.key).toBeNull();
    expect(await placer.place(ORDER)).toEqual({ key: 'key-2' });

    send.mockRejectedValueOnce(new Error('refused'));
    await expect(placer.place(ORDER)).rejects.toThrow();
    // The member changed the address: another order, another key.
    expect(await placer.place({ ...ORDER, shipto: `${ORDER.shipto} ชั้น 2` })).toEqual({ key: 'key-4' });
  });

  it('a key made later (the calls load with the first send): a double tap still sends once; a key that could not be made is made on the retry', async () => {
    const send = vi.fn(async (_order: NewOrder, key: string) => ({ key }));
    const newKey = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('key-late');
    const placer = createOrderPlacer(send, newKey);
    await expect(placer.place(ORDER)).rejects.toThrow('chunk failed');
    expect(send).not.toHaveBeenCalled();
    expect(placer.key).toBeNull();
    const first = placer.place(ORDER);
    const second = placer.place(ORDER);
    expect(placer.busy).toBe(true);
    await expect(first).resolves.toEqual({ key: 'key-late' });
    await expect(second).resolves.toEqual({ key: 'key-late' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(newKey).toHaveBeenCalledTimes(2);
  });

  it('by default the key is a v4 UUID from the client', async () => {
    const send = vi.fn(async (_order: NewOrder, key: string) => key);
    const key = await createOrderPlacer(send).place(ORDER);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
