import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BasketIcon,
  BellIcon,
  CloseIcon,
  EditIcon,
  MenuIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  ShareIcon,
} from '../../icons';
import { Cluster } from '../Cluster';
import { IconButton, type IconButtonProps, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Components/IconButton/Features',
  component: IconButton,
  args: { label: 'แชร์', icon: <ShareIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Cluster gap="4">
      {iconButtonVariants.map((v) => (
        <IconButton key={v} {...args} variant={v} />
      ))}
    </Cluster>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Cluster gap="4" align="center">
      {iconButtonSizes.map((s) => (
        <IconButton key={s} {...args} size={s} variant="outline" />
      ))}
    </Cluster>
  ),
};

/** Bell and basket counts; the count is part of the button's name. */
export const WithBadge: Story = {
  render: (args) => (
    <Cluster gap="6">
      <IconButton
        {...args}
        label="การแจ้งเตือน"
        icon={<BellIcon />}
        badge="3"
        badgeLabel="ยังไม่ได้อ่าน 3 รายการ"
      />
      <IconButton {...args} label="ตะกร้า" icon={<BasketIcon />} badge="12" badgeLabel="สินค้า 12 ชิ้น" />
      <IconButton {...args} label="ตะกร้า (เล็ก)" icon={<BasketIcon />} badge="5" size="sm" />
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 3 รายการ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ตะกร้า สินค้า 12 ชิ้น' })).toBeVisible();
    // Without badgeLabel the badge text itself is read.
    await expect(canvas.getByRole('button', { name: 'ตะกร้า (เล็ก) 5' })).toBeVisible();
  },
};

/** Counts are formatted by the caller: thousands separators or a cap such as '99+'. */
export const LargeCounts: Story = {
  render: (args) => (
    <Cluster gap="6">
      <IconButton {...args} label="การแจ้งเตือน" icon={<BellIcon />} badge="99+" />
      <IconButton {...args} label="ตะกร้า" icon={<BasketIcon />} badge="1,234" />
    </Cluster>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, label: 'แก้ไขคำอธิบาย', icon: <EditIcon /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'แก้ไขคำอธิบาย' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function MenuToggle(props: Omit<IconButtonProps, 'label' | 'icon'>) {
  const [open, setOpen] = useState(false);
  return (
    <IconButton
      {...props}
      label="เมนู"
      icon={<MenuIcon />}
      aria-pressed={open}
      onClick={(event) => {
        setOpen((o) => !o);
        props.onClick?.(event);
      }}
    />
  );
}

/** A toggle (the header's menu button) exposes its state with aria-pressed. */
export const Toggle: Story = {
  render: (args) => <MenuToggle onClick={args.onClick} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'เมนู' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The long name is never visible; it is what a screen reader says. */
export const LongThaiLabel: Story = {
  args: { label: 'เปิดเมนูจัดการโพสต์ (แชร์ แก้ไขคำอธิบาย ลบโพสต์)', icon: <MoreIcon /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'เปิดเมนูจัดการโพสต์ (แชร์ แก้ไขคำอธิบาย ลบโพสต์)',
    });
    await expect(button.getBoundingClientRect().width).toBe(44);
  },
};

/** The header's action row on a phone. */
export const HeaderActions: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => (
    <Cluster gap="2" wrap={false}>
      <IconButton {...args} label="เมนู" icon={<MenuIcon />} />
      <IconButton {...args} label="ค้นหา" icon={<SearchIcon />} />
      <IconButton {...args} label="สร้างโพสต์" icon={<PlusIcon />} variant="solid" />
      <IconButton {...args} label="ตะกร้า" icon={<BasketIcon />} badge="2" />
      <IconButton {...args} label="การแจ้งเตือน" icon={<BellIcon />} badge="4" />
      <IconButton {...args} label="ปิด" icon={<CloseIcon />} />
    </Cluster>
  ),
};
