import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditIcon, MoreIcon, ShareIcon, TrashIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { Menu, type MenuProps, menuAligns } from './Menu';

const onShare = fn();
const onEdit = fn();
const onDelete = fn();

/** The menu's props plus the element the story wraps in `Menu.Trigger`. */
type StoryArgs = MenuProps & { trigger: ReactElement };

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: <IconButton label="ตัวเลือกของโพสต์" icon={<MoreIcon />} />,
    onOpenChange: fn(),
    children: (
      <>
        <Menu.Item icon={<ShareIcon />} onSelect={onShare}>
          แชร์
        </Menu.Item>
        <Menu.Item icon={<EditIcon />} onSelect={onEdit}>
          แก้ไขคำอธิบาย
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<TrashIcon />} tone="danger" onSelect={onDelete}>
          ลบโพสต์
        </Menu.Item>
      </>
    ),
  },
  render: ({ trigger, children, ...args }) => (
    <Menu {...args}>
      <Menu.Trigger>{trigger}</Menu.Trigger>
      {children}
    </Menu>
  ),
  argTypes: { align: { control: 'inline-radio', options: menuAligns } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'center' }}>{Story()}</div>],
  parameters: {
    screenshot: { target: 'page' },
    // axe exception — `region` (best practice: "all page content is contained by landmarks"): Radix
    // portals the open menu to <body>, outside the page's landmarks, as every popover is. The menu is
    // a transient popup owned by its trigger (aria-controls), not page content; axe exempts dialogs
    // from this rule but not menus. Every other rule stays on.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The post menu, used with the keyboard only. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    for (const spy of [onShare, onEdit, onDelete]) spy.mockClear();
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'ตัวเลือกของโพสต์' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'ตัวเลือกของโพสต์' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['แชร์', 'แก้ไขคำอธิบาย', 'ลบโพสต์']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onDelete).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body.findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'แชร์' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Open once more for the screenshot and axe.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
  },
};

export const Playground: Story = {
  args: { defaultOpen: true, align: 'center' },
};
