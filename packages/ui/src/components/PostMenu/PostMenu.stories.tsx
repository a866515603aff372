import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PostMenu } from './PostMenu';

const meta = {
  title: 'Components/PostMenu',
  component: PostMenu,
  args: { isOwner: true, pinned: false, onShare: fn(), onEdit: fn(), onDelete: fn(), onPinnedChange: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'center' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    // axe exception — `region`: Radix portals the open menu to <body>, outside the page's
    // landmarks, as in the Menu stories (see Menu.stories.tsx). Every other rule stays on.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<typeof PostMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner deletes: the menu, the confirmation (cancel first), then the deletion. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    // The first press loads the menu's code and gives the button Radix's: find it anew each time.
    const trigger = () => within(canvasElement).getByRole('button', { name: 'ตัวเลือกของโพสต์' });
    await userEvent.click(trigger());
    let menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['แชร์', 'แก้ไขคำอธิบาย', 'ปักหมุด', 'ลบโพสต์']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ลบโพสต์' }));
    let dialog = await body.findByRole('alertdialog', { name: 'คุณแน่ใจหรือไม่ว่าต้องการลบโพสต์ของคุณ?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    // The closing dialog blocks the page's pointer events for a frame: reopen once it is gone.
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
    await userEvent.keyboard('{Enter}');
    menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ลบโพสต์' }));
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบโพสต์' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);

    // Leave the menu open for the screenshot and axe.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
    await userEvent.click(trigger());
    await body.findByRole('menu');
  },
};

export const Playground: Story = { args: { isOwner: false } };
