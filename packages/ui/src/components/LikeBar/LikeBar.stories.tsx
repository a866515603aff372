import { makeUserRef, many } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeBar } from './LikeBar';

const likers = many(6, (id) => makeUserRef(id));

const meta = {
  title: 'Components/LikeBar',
  component: LikeBar,
  args: {
    liked: false,
    count: '6',
    likers,
    canLike: true,
    onLikedChange: fn(),
    onComment: fn(),
    onShare: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LikeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app holds the like state; a tap toggles 'สาธุ' and the count follows. */
export const Default: Story = {
  render: function Render(args) {
    const [liked, setLiked] = useState(args.liked);
    return (
      <LikeBar
        {...args}
        liked={liked}
        count={String(likers.length + (liked ? 1 : 0))}
        onLikedChange={(next) => {
          args.onLikedChange?.(next);
          setLiked(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'สาธุ' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLikedChange).toHaveBeenLastCalledWith(true);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('7 คนสาธุ')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};
