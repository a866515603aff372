import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shelfBadges } from '../../test/stats.fixtures';
import { BadgeShelf } from './BadgeShelf';

const meta = {
  title: 'Components/BadgeShelf',
  component: BadgeShelf,
  args: { badges: shelfBadges(5), shopHref: '/coin' },
} satisfies Meta<typeof BadgeShelf>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'แลกของที่ระลึก' })).toHaveAttribute('href', '/coin');
  },
};

/** Tapping a badge opens its holders; 'สาธุ !' closes the dialog and focus returns to the badge. */
export const HoldersOpen: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const badge = within(canvasElement).getAllByRole('button')[1] as HTMLElement;
    await userEvent.click(badge);
    let dialog = await body.findByRole('dialog');
    await expect(within(dialog).getAllByRole('link')).toHaveLength(4);
    await expect(dialog).toHaveAccessibleDescription('ผู้ได้รับ 4 ท่าน');
    await userEvent.click(within(dialog).getByRole('button', { name: 'สาธุ !' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(badge).toHaveFocus());
    // Open again so the screenshot and axe cover the open dialog.
    await userEvent.click(badge);
    dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Playground: Story = { args: { badges: shelfBadges(2) } };
