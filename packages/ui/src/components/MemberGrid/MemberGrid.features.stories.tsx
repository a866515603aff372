import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MemberGrid } from './MemberGrid';
import { longThaiMembers, memberPage } from './MemberGrid.fixtures';

const meta = {
  title: 'Components/MemberGrid/Features',
  component: MemberGrid,
  args: { members: memberPage(1, 12), onMore: fn() },
} satisfies Meta<typeof MemberGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page loaded: no button. */
export const AllLoaded: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A page is loading: the button spins and the list is busy. */
export const Loading: Story = {
  args: { hasMore: true, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /more/ })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-component="MemberGrid"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The sentinel near the screen loads page after page until the last one (3 pages of 8). */
export const InfiniteScroll: Story = {
  render: function Render(args) {
    const [pages, setPages] = useState(1);
    return (
      <MemberGrid
        {...args}
        members={memberPage(1, pages * 8)}
        hasMore={pages < 3}
        onMore={() => {
          args.onMore?.();
          setPages((n) => Math.min(3, n + 1));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(24));
    await expect(args.onMore).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongThaiText: Story = { args: { members: longThaiMembers } };

export const Phone: Story = {
  args: { members: memberPage(1, 9), hasMore: true },
  parameters: { screenshot: { viewport: 'phone' } },
};
