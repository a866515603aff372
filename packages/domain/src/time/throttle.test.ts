import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './throttle';

describe('shouldReloadAfterChunkError', () => {
  const now = Date.parse('2024-06-01T12:00:00Z');
  it('reloads at most once per minute', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 30_000, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
    expect(shouldReloadAfterChunkError('garbage', now)).toBe(true);
    // A stored time in the future (clock changed) must not block reloads for good.
    expect(shouldReloadAfterChunkError(now + 3_600_000, now)).toBe(true);
    expect(shouldReloadAfterChunkError(undefined)).toBe(true);
  });
});
