import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberGrid } from './MemberGrid';
import { memberPage } from './MemberGrid.fixtures';

const meta = {
  title: 'Components/MemberGrid',
  component: MemberGrid,
  args: { members: memberPage(1, 12), hasMore: true, onMore: fn() },
} satisfies Meta<typeof MemberGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The /creator directory: pictures to /u{uid}, creators marked, '... more ...' loads the next page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'สมาชิก' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(12);
    await expect(links[0]).toHaveAttribute('href', '/u1');
    // Member 1 is a creator: the marker is said after the name.
    await expect(links[0]).toHaveAccessibleName(expect.stringContaining('(Creator)'));
    await expect(links[1]).not.toHaveAccessibleName(expect.stringContaining('(Creator)'));
    // The sentinel may already have asked for the next page; the button asks once more.
    const before = (args.onMore as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: '... more ...' }));
    await expect((args.onMore as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(before);
  },
};

export const Playground: Story = { args: { hasMore: false } };
