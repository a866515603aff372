/**
 * The lists' one soft-delete row action: a deleted row restores at once; a live row deletes only
 * through the screen's confirm step, quietly (the dialog says a refusal), and says what was done —
 * each through the list's own call with the row's id.
 */
import type { Client } from '@lightbearers/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  type Calls,
  type SoftDeleteList,
  type StaffAction,
  softDeleteAction,
  softDeleteRowActions,
} from './actions';
import { staffCopy } from './copy';
import type { ConfirmRequest } from './useConfirm';

const list: SoftDeleteList = {
  words: { deleteTitle: 'ลบใช่ไหม', deleteMessage: 'กู้คืนได้ภายหลัง' },
  remove: 'deleteBadge',
  restore: 'restoreBadge',
};
type Step = (api: Calls, client: Client) => Promise<unknown>;

function setup(deleted: boolean) {
  const run = vi.fn(
    async (
      _key: string,
      _call: Step,
      _options?: { done?: (value: unknown) => unknown; quiet?: boolean },
    ) => ({
      ok: true as const,
      value: undefined,
    }),
  );
  const asked: ConfirmRequest[] = [];
  const row = { id: 42, name: 'เหรียญทอง', deleted };
  const action = softDeleteAction(
    { run: run as unknown as StaffAction['run'] },
    (r) => asked.push(r),
    list,
    row,
  );
  // The calls the step makes, recorded.
  const api = { deleteBadge: vi.fn(async () => {}), restoreBadge: vi.fn(async () => {}) };
  const client = {} as Client;
  const step = async (index = 0) => {
    const [, call] = run.mock.calls[index] ?? [];
    await call?.(api as unknown as Calls, client);
  };
  return { run, asked, action, api, client, step };
}

describe('softDeleteAction', () => {
  it('a deleted row: restore at once through the restore call with its id, saying it was restored', async () => {
    const { run, asked, action, api, client, step } = setup(true);
    expect(action.label).toBe(staffCopy.common.restore);
    expect(action.tone).toBeUndefined();
    action.onSelect();
    expect(asked).toHaveLength(0);
    expect(run).toHaveBeenCalledTimes(1);
    const [key, , options] = run.mock.calls[0] ?? [];
    expect(key).toBe('restore');
    expect(options?.done?.(undefined)).toBe(staffCopy.common.restored('เหรียญทอง'));
    await step();
    expect(api.restoreBadge).toHaveBeenCalledWith(client, 42);
    expect(api.deleteBadge).not.toHaveBeenCalled();
  });

  it('a live row: delete (danger) behind the confirm step, run quietly when confirmed', async () => {
    const { run, asked, action, api, client, step } = setup(false);
    expect(action.label).toBe(staffCopy.common.delete);
    expect(action.tone).toBe('danger');
    action.onSelect();
    expect(run).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    const request = asked[0] as ConfirmRequest;
    expect(request).toMatchObject({
      title: list.words.deleteTitle,
      message: list.words.deleteMessage,
      confirmLabel: staffCopy.common.delete,
      cancelLabel: staffCopy.common.keep,
    });
    await request.run();
    const [key, , options] = run.mock.calls[0] ?? [];
    expect(key).toBe('delete');
    expect(options?.quiet).toBe(true);
    expect(options?.done?.(undefined)).toBe(staffCopy.common.removed('เหรียญทอง'));
    await step();
    expect(api.deleteBadge).toHaveBeenCalledWith(client, 42);
    expect(api.restoreBadge).not.toHaveBeenCalled();
  });
});

describe('softDeleteRowActions', () => {
  const live = [{ label: 'แก้ไข', onSelect: () => {} }];
  const run = vi.fn() as unknown as StaffAction['run'];
  const actions = softDeleteRowActions({ run }, () => {}, list);

  it('a deleted row only restores; a live row has its own actions, then delete', () => {
    expect(actions({ id: 1, name: 'x', deleted: true }, live).map((a) => a.label)).toEqual([
      staffCopy.common.restore,
    ]);
    expect(actions({ id: 1, name: 'x', deleted: false }, live).map((a) => a.label)).toEqual([
      'แก้ไข',
      staffCopy.common.delete,
    ]);
  });
});
