import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadFailed, reloadOnChunkError } from './chunkReload';

function harness(start: number) {
  const store = new Map<string, string>();
  let now = start;
  const reload = vi.fn();
  const deps = () => ({
    reload,
    now: () => now,
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
  });
  return { store, reload, deps, advance: (ms: number) => (now += ms) };
}

const failing = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('reloadOnChunkError', () => {
  it('passes a module that loads through untouched', async () => {
    const h = harness(1_000);
    await expect(reloadOnChunkError(() => Promise.resolve({ ok: 1 }), h.deps)()).resolves.toEqual({ ok: 1 });
    expect(h.reload).not.toHaveBeenCalled();
  });

  it('reloads on the first failure and records when', async () => {
    const h = harness(1_000_000);
    const pending = reloadOnChunkError(failing, h.deps)();
    await vi.waitFor(() => expect(h.reload).toHaveBeenCalledTimes(1));
    expect(h.store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The page is going away: the import never settles (no error page flashes first).
    const settled = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
  });

  it('a second failure within a minute shows the error page instead of reloading', async () => {
    const h = harness(1_000_000);
    void reloadOnChunkError(failing, h.deps)();
    await vi.waitFor(() => expect(h.reload).toHaveBeenCalledTimes(1));
    h.advance(59_000);
    await expect(reloadOnChunkError(failing, h.deps)()).rejects.toBeInstanceOf(ChunkLoadFailed);
    expect(h.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once a minute has passed', async () => {
    const h = harness(1_000_000);
    void reloadOnChunkError(failing, h.deps)();
    await vi.waitFor(() => expect(h.reload).toHaveBeenCalledTimes(1));
    h.advance(60_000);
    void reloadOnChunkError(failing, h.deps)();
    await vi.waitFor(() => expect(h.reload).toHaveBeenCalledTimes(2));
  });

  it('without session storage it never reloads (no loop): the error page', async () => {
    const reload = vi.fn();
    const deps = () => ({ reload, now: () => 0, storage: null });
    await expect(reloadOnChunkError(failing, deps)()).rejects.toBeInstanceOf(ChunkLoadFailed);
    expect(reload).not.toHaveBeenCalled();
  });
});
