import { makeUserRef } from '@lightbearers/api-client/testing';
import { formatCount } from '@lightbearers/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LikeBar } from './LikeBar';

const likers = [1, 2, 3, 4, 5].map((id) => makeUserRef(id));

describe('LikeBar', () => {
  it('presses the toggle when the member is among the likers and reports the new value', async () => {
    const onLikedChange = vi.fn();
    const ref = createRef<HTMLDivElement>();
    render(<LikeBar ref={ref} liked count="5" likers={likers} onLikedChange={onLikedChange} />);
    const like = screen.getByRole('button', { name: 'สาธุ' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(ref.current).toHaveAttribute('data-state', 'on');
    await userEvent.click(like);
    expect(onLikedChange).toHaveBeenCalledWith(false);
  });

  it('asks to like when not pressed', async () => {
    const onLikedChange = vi.fn();
    render(<LikeBar liked={false} count="0" onLikedChange={onLikedChange} />);
    const like = screen.getByRole('button', { name: 'สาธุ' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(onLikedChange).toHaveBeenCalledWith(true);
  });

  it('shows the first few likers and the count with separators', () => {
    const { container } = render(<LikeBar liked={false} count={formatCount(12345)} likers={likers} />);
    expect(container.querySelectorAll('[data-part="Avatars"] [data-component="Avatar"]')).toHaveLength(3);
    expect(screen.getByText('12,345 คนสาธุ')).toBeInTheDocument();
  });

  it('has no like toggle for a visitor, and comment and share only when handled', async () => {
    const onComment = vi.fn();
    const onShare = vi.fn();
    render(<LikeBar liked={false} count="3" canLike={false} onComment={onComment} onShare={onShare} />);
    expect(screen.queryByRole('button', { name: 'สาธุ' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ความคิดเห็น' }));
    await userEvent.click(screen.getByRole('button', { name: 'แชร์' }));
    expect(onComment).toHaveBeenCalledTimes(1);
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <LikeBar
        liked
        count="1,234"
        likers={likers}
        onLikedChange={() => {}}
        onComment={() => {}}
        onShare={() => {}}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
