import { PLAYER_SWITCH_MS } from '@lightbearers/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PlayerModal } from './PlayerModal';
import { youtubeVideos } from './PlayerModal.fixtures';

afterEach(() => vi.useRealTimers());

const title = (i: number) => youtubeVideos[i]?.title ?? '';

describe('PlayerModal', () => {
  it('plays the current item in a named iframe, with its title and position', () => {
    render(<PlayerModal items={youtubeVideos} defaultOpen defaultIndex={2} />);
    const dialog = screen.getByRole('dialog', { name: title(2) });
    expect(dialog).toHaveAttribute('data-component', 'PlayerModal');
    expect(within(dialog).getByText('3 / 5')).toBeInTheDocument();
    expect(within(dialog).getByTitle(title(2))).toHaveAttribute('src', youtubeVideos[2]?.src);
  });

  it('switches after 300 ms: the old player goes at once, the new one comes PLAYER_SWITCH_MS later', () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    render(<PlayerModal items={youtubeVideos} defaultOpen onIndexChange={onIndexChange} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'วิดีโอถัดไป' }));
    expect(onIndexChange).toHaveBeenCalledWith(1);
    expect(dialog).toHaveAttribute('data-switching', 'switching');
    expect(within(dialog).queryByTitle(title(0))).toBeNull();
    expect(within(dialog).queryByTitle(title(1))).toBeNull();
    act(() => vi.advanceTimersByTime(PLAYER_SWITCH_MS - 1));
    expect(within(dialog).queryByTitle(title(1))).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByTitle(title(1))).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-switching', 'idle');
  });

  it('wraps with the arrow keys by default', () => {
    const onIndexChange = vi.fn();
    render(<PlayerModal items={youtubeVideos} defaultOpen onIndexChange={onIndexChange} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(onIndexChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(within(dialog).getByRole('button', { name: 'วิดีโอก่อนหน้า' })).toBeEnabled();
  });

  it('wrap={false}: the arrows are disabled at the ends and the keys stop there', () => {
    const onIndexChange = vi.fn();
    const { rerender } = render(
      <PlayerModal items={youtubeVideos} open index={0} wrap={false} onIndexChange={onIndexChange} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'วิดีโอก่อนหน้า' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(onIndexChange).not.toHaveBeenCalled();
    rerender(<PlayerModal items={youtubeVideos} open index={4} wrap={false} onIndexChange={onIndexChange} />);
    expect(within(dialog).getByRole('button', { name: 'วิดีโอถัดไป' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('Escape closes it', () => {
    const onOpenChange = vi.fn();
    render(<PlayerModal items={youtubeVideos} defaultOpen onOpenChange={onOpenChange} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has no axe violations', async () => {
    render(<PlayerModal items={youtubeVideos} defaultOpen />);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
