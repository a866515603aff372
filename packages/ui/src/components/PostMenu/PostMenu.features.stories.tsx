import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostMenu } from './PostMenu';

const meta = {
  title: 'Components/PostMenu/Features',
  component: PostMenu,
  args: { isOwner: false, onShare: fn(), onEdit: fn(), onDelete: fn(), onPinnedChange: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'center' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    // axe exception — `region`: the open menu is portalled outside the landmarks (see Menu.stories.tsx).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof PostMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'ตัวเลือกของโพสต์' }));
  return within(document.body).findByRole('menu');
};

/** A reader (or a visitor): Share only. */
export const Reader: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'แชร์' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await openMenu(canvasElement);
  },
};

/** The owner's pinned post: 'เลิกปักหมุด'. */
export const PinnedOwnPost: Story = {
  args: { isOwner: true, pinned: true },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'เลิกปักหมุด' }));
    await expect(args.onPinnedChange).toHaveBeenCalledWith(false);
    await openMenu(canvasElement);
  },
};

/** The deletion runs: the confirmation stays with a busy button. */
export const Deleting: Story = {
  args: { isOwner: true, deleteBusy: true },
  parameters: { a11y: {} },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  },
};

/** At phone width, the confirmation docks to the bottom. */
export const PhoneConfirmation: Story = {
  args: { isOwner: true },
  parameters: { a11y: {}, screenshot: { target: 'page', viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ลบโพสต์' }));
    await within(document.body).findByRole('alertdialog');
  },
};
