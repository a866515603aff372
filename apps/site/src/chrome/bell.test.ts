import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELL_POLL_MS, pollWhileVisible } from './bell';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the bell polls every 30 s, only while the tab is visible', () => {
  it('loads at once, then every 30 s', () => {
    const load = vi.fn();
    const poller = pollWhileVisible(load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BELL_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BELL_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(5);
    poller.stop();
    vi.advanceTimersByTime(BELL_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('makes no call while hidden, and loads at once when visible again', () => {
    const load = vi.fn();
    const poller = pollWhileVisible(load);
    setVisibility('hidden');
    vi.advanceTimersByTime(BELL_POLL_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(BELL_POLL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('a tab opened in the background waits until it is shown', () => {
    visibility = 'hidden';
    const load = vi.fn();
    const poller = pollWhileVisible(load);
    vi.advanceTimersByTime(BELL_POLL_MS * 2);
    expect(load).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(load).toHaveBeenCalledTimes(1);
    poller.stop();
  });
});
