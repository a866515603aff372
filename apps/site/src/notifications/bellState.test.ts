import { makeNotification } from '@lightbearers/api-client/testing';
import { describe, expect, it } from 'vitest';
import { bellAfterRead } from './bellState';

const item = (id: number, read: boolean) => ({ ...makeNotification(id), id, read });

describe('bellAfterRead', () => {
  const bell = { items: [item(9, false), item(8, true), item(7, false)], unread: 12 };

  it('a listed unread item turns read and the count drops by one', () => {
    const next = bellAfterRead(bell, 9, true);
    expect(next.unread).toBe(11);
    expect(next.items.find((n) => n.id === 9)?.read).toBe(true);
    expect(next.items.filter((n) => n.id !== 9)).toEqual(bell.items.filter((n) => n.id !== 9));
  });

  it('an unlisted unread one (read on /noti) lowers the count; a read one does not', () => {
    expect(bellAfterRead(bell, 3, true)).toEqual({ items: bell.items, unread: 11 });
    expect(bellAfterRead(bell, 3, false).unread).toBe(12);
  });

  it('a listed item already read does not count twice, and the count never goes below 0', () => {
    expect(bellAfterRead(bell, 8, true).unread).toBe(12);
    expect(bellAfterRead({ items: [], unread: 0 }, 1, true).unread).toBe(0);
  });
});
