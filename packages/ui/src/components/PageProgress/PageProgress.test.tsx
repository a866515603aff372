import { PROGRESS_BAR } from '@lightbearers/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { nextProgressState, PageProgress } from './PageProgress';

function root() {
  return document.querySelector('[data-component="PageProgress"]');
}

describe('PageProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden while a load is shorter than the throttle', () => {
    const { rerender } = render(<PageProgress active={false} />);
    expect(root()).toHaveAttribute('data-state', 'idle');
    rerender(<PageProgress active />);
    expect(root()).toHaveAttribute('data-state', 'pending');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<PageProgress active={false} />);
    expect(root()).toHaveAttribute('data-state', 'idle');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs * 5));
    expect(root()).toHaveAttribute('data-state', 'idle');
    expect(root()).toHaveAttribute('aria-hidden', 'true');
  });

  it('appears once the load outlasts the throttle, then completes when it ends', () => {
    const { rerender } = render(<PageProgress active />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 1));
    expect(root()).toHaveAttribute('data-state', 'pending');
    act(() => vi.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'กำลังโหลดหน้า' });
    expect(bar).toHaveAttribute('data-state', 'loading');
    // Still loading past the creep's duration: the bar waits near the end, it does not complete itself.
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.durationMs * 2));
    expect(bar).toHaveAttribute('data-state', 'loading');
    rerender(<PageProgress active={false} />);
    expect(root()).toHaveAttribute('data-state', 'complete');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('restarts the throttle for the next load after completing', () => {
    const { rerender } = render(<PageProgress active />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    rerender(<PageProgress active={false} />);
    rerender(<PageProgress active />);
    expect(root()).toHaveAttribute('data-state', 'pending');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    expect(root()).toHaveAttribute('data-state', 'loading');
  });

  it('moves between states by the rule', () => {
    expect(nextProgressState('idle', true)).toBe('pending');
    expect(nextProgressState('complete', true)).toBe('pending');
    expect(nextProgressState('loading', true)).toBe('loading');
    expect(nextProgressState('pending', false)).toBe('idle');
    expect(nextProgressState('loading', false)).toBe('complete');
    expect(nextProgressState('complete', false)).toBe('complete');
  });

  it('has no axe violations while shown', async () => {
    const { container } = render(<PageProgress active />);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.throttleMs));
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
