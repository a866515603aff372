/**
 * The lists' one soft-delete row action: a deleted row restores at once; a live row deletes only
 * through the screen's confirm step, quietly (the dialog says a refusal), and says what was done.
 */
import { describe, expect, it, vi } from 'vitest';
import { type StaffAction, softDeleteAction, softDeleteRowActions } from './actions';
import { staffCopy } from './copy';
import type { ConfirmRequest } from './useConfirm';

const words = { deleteTitle: 'ลบใช่ไหม', deleteMessage: 'กู้คืนได้ภายหลัง' };

function setup(deleted: boolean) {
  const run = vi.fn(
    async (
      _key: string,
      _call: unknown,
      _options?: { done?: (value: unknown) => unknown; quiet?: boolean },
    ) => ({
      ok: true as const,
      value: undefined,
    }),
  );
  const asked: ConfirmRequest[] = [];
  const row = { name: 'เหรียญทอง', deleted, remove: vi.fn(), restore: vi.fn() };
  const action = softDeleteAction(
    { run: run as unknown as StaffAction['run'] },
    (request) => asked.push(request),
    words,
    row,
  );
  return { run, asked, row, action };
}

describe('softDeleteAction', () => {
  it('a deleted row: restore at once, saying it was restored', () => {
    const { run, asked, row, action } = setup(true);
    expect(action.label).toBe(staffCopy.common.restore);
    expect(action.tone).toBeUndefined();
    action.onSelect();
    expect(asked).toHaveLength(0);
    expect(run).toHaveBeenCalledTimes(1);
    const [key, call, options] = run.mock.calls[0] ?? [];
    expect(key).toBe('restore');
    expect(call).toBe(row.restore);
    expect(options?.done?.(undefined)).toBe(staffCopy.common.restored('เหรียญทอง'));
  });

  it('a live row: delete (danger) behind the confirm step, run quietly when confirmed', async () => {
    const { run, asked, row, action } = setup(false);
    expect(action.label).toBe(staffCopy.common.delete);
    expect(action.tone).toBe('danger');
    action.onSelect();
    expect(run).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    const request = asked[0] as ConfirmRequest;
    expect(request).toMatchObject({
      title: words.deleteTitle,
      message: words.deleteMessage,
      confirmLabel: staffCopy.common.delete,
      cancelLabel: staffCopy.common.keep,
    });
    await request.run();
    const [key, call, options] = run.mock.calls[0] ?? [];
    expect(key).toBe('delete');
    expect(call).toBe(row.remove);
    expect(options?.quiet).toBe(true);
    expect(options?.done?.(undefined)).toBe(staffCopy.common.removed('เหรียญทอง'));
  });
});

describe('softDeleteRowActions', () => {
  const live = [{ label: 'แก้ไข', onSelect: () => {} }];
  const row = (deleted: boolean) => ({ name: 'x', deleted, remove: vi.fn(), restore: vi.fn() });
  const run = vi.fn() as unknown as StaffAction['run'];

  it('a deleted row only restores; a live row has its own actions, then delete', () => {
    expect(softDeleteRowActions({ run }, () => {}, words, row(true), live).map((a) => a.label)).toEqual([
      staffCopy.common.restore,
    ]);
    expect(softDeleteRowActions({ run }, () => {}, words, row(false), live).map((a) => a.label)).toEqual([
      'แก้ไข',
      staffCopy.common.delete,
    ]);
  });
});
