import { makeUserRef, many } from '@lightbearers/api-client/testing';
import { formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LikeBar } from './LikeBar';

const meta = {
  title: 'Components/LikeBar/Features',
  component: LikeBar,
  args: {
    liked: true,
    count: '4',
    likers: many(4, (id) => makeUserRef(id)),
    onLikedChange: fn(),
    onComment: fn(),
    onShare: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LikeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member is among the likers: the toggle is pressed. */
export const Liked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'สาธุ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Signed out: no toggle, comment and share stay. */
export const SignedOut: Story = {
  args: { liked: false, canLike: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'สาธุ' })).toBeNull();
  },
};

/** Nobody yet. */
export const ZeroCount: Story = { args: { liked: false, count: '0', likers: [] } };

/** A popular post: thousands separators. */
export const ThousandsOfLikers: Story = {
  args: { liked: false, count: formatCount(12_480) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,480 คนสาธุ')).toBeInTheDocument();
  },
};

/** At phone width inside a card: the buttons wrap under the likers when they must. */
export const Phone: Story = {
  args: { count: formatCount(1_234) },
  decorators: [(Story) => <div>{Story()}</div>],
  parameters: { screenshot: { viewport: 'phone' } },
};
