import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EditIcon,
  LogoutIcon,
  MoreIcon,
  ShareIcon,
  SparklesIcon,
  TrashIcon,
  UserIcon,
  WalletIcon,
} from '../../icons';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Menu, type MenuProps } from './Menu';

const onSelect = fn();

/** The menu's props plus the element the story wraps in `Menu.Trigger`. */
type StoryArgs = MenuProps & { trigger: ReactElement };

const meta = {
  title: 'Components/Menu/Features',
  component: Menu,
  args: {
    defaultOpen: true,
    trigger: <IconButton label="ตัวเลือกของโพสต์" icon={<MoreIcon />} />,
    children: null,
  },
  render: ({ trigger, children, ...args }) => (
    <Menu {...args}>
      <Menu.Trigger>{trigger}</Menu.Trigger>
      {children}
    </Menu>
  ),
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
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

/** What a visitor who does not own the post sees: one item. */
export const NotOwner: Story = {
  args: {
    children: (
      <Menu.Item icon={<ShareIcon />} onSelect={onSelect}>
        แชร์
      </Menu.Item>
    ),
  },
};

/** The destructive item: red, after a separator, last. Selected with a pointer here. */
export const DangerItem: Story = {
  args: {
    defaultOpen: false,
    children: (
      <>
        <Menu.Item icon={<ShareIcon />}>แชร์</Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<TrashIcon />} tone="danger" onSelect={onSelect}>
          ลบโพสต์
        </Menu.Item>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ตัวเลือกของโพสต์' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    const remove = within(menu).getByRole('menuitem', { name: 'ลบโพสต์' });
    await expect(remove).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(remove);
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** Disabled items are announced as such and skipped by the arrow keys. */
export const DisabledItem: Story = {
  args: {
    children: (
      <>
        <Menu.Item icon={<ShareIcon />}>แชร์</Menu.Item>
        <Menu.Item icon={<EditIcon />} disabled onSelect={onSelect}>
          แก้ไขคำอธิบาย
        </Menu.Item>
        <Menu.Item icon={<TrashIcon />} tone="danger">
          ลบโพสต์
        </Menu.Item>
      </>
    ),
  },
  play: async () => {
    onSelect.mockClear();
    const menu = await within(document.body).findByRole('menu');
    const share = within(menu).getByRole('menuitem', { name: 'แชร์' });
    const edit = within(menu).getByRole('menuitem', { name: 'แก้ไขคำอธิบาย' });
    const remove = within(menu).getByRole('menuitem', { name: 'ลบโพสต์' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(share).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(remove).toHaveFocus();
    await userEvent.click(edit, { pointerEventsCheck: 0 });
    await expect(onSelect).not.toHaveBeenCalled();
    // Leave the highlight on the first item for a stable screenshot.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(share).toHaveFocus());
  },
};

/** The header's avatar menu: a label, link items (rendered as the app's link), log out. */
export const AvatarMenu: Story = {
  args: {
    trigger: <Button variant="secondary">สมใจ ใจบุญ</Button>,
    children: (
      <>
        <Menu.Label>สมใจ ใจบุญ</Menu.Label>
        <Menu.Item icon={<UserIcon />} asChild>
          <a href="/me">หน้าของฉัน</a>
        </Menu.Item>
        <Menu.Item icon={<WalletIcon />} asChild>
          <a href="/coin/wallet">กระเป๋าแต้มบุญ</a>
        </Menu.Item>
        <Menu.Item icon={<SparklesIcon />} asChild>
          <a href="/sharer">สมัครเป็นผู้แชร์</a>
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<LogoutIcon />}>ออกจากระบบ</Menu.Item>
      </>
    ),
  },
  play: async () => {
    const menu = await within(document.body).findByRole('menu', { name: 'สมใจ ใจบุญ' });
    const wallet = within(menu).getByRole('menuitem', { name: 'กระเป๋าแต้มบุญ' });
    await expect(wallet.tagName).toBe('A');
    await expect(wallet).toHaveAttribute('href', '/coin/wallet');
    await expect(wallet.querySelector('[data-part="Icon"]')).not.toBeNull();
  },
};

export const LongThaiText: Story = {
  args: {
    children: (
      <>
        <Menu.Item icon={<ShareIcon />}>แชร์ไปยังกลุ่ม LINE ของหน่วยงานและเพื่อนผู้นำแสงสว่างทั้งหมด</Menu.Item>
        <Menu.Item icon={<EditIcon />}>แก้ไขคำอธิบายของโพสต์และหมวดหมู่</Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<TrashIcon />} tone="danger">
          ลบโพสต์นี้ออกจากหน้าโปรไฟล์อย่างถาวร
        </Menu.Item>
      </>
    ),
  },
};

export const WithoutIcons: Story = {
  args: {
    children: (
      <>
        <Menu.Item>ทั้งหมด</Menu.Item>
        <Menu.Item>ผู้สร้างสรรค์</Menu.Item>
        <Menu.Item>ผู้แชร์</Menu.Item>
      </>
    ),
  },
};

export const Phone: Story = {
  args: {
    children: (
      <>
        <Menu.Item icon={<ShareIcon />}>แชร์</Menu.Item>
        <Menu.Item icon={<EditIcon />}>แก้ไขคำอธิบาย</Menu.Item>
        <Menu.Separator />
        <Menu.Item icon={<TrashIcon />} tone="danger">
          ลบโพสต์
        </Menu.Item>
      </>
    ),
  },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};
