import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffNav } from './StaffNav';
import { adminLinks, staffLinks } from './StaffNav.fixtures';

const meta = {
  title: 'Components/StaffNav/Features',
  component: StaffNav,
  args: { links: adminLinks, current: 'souvenirs', siteHref: '/all/other' },
} satisfies Meta<typeof StaffNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: one button names the section; it opens the list in place, a link closes it. */
export const PhoneMenu: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'เมนูหลังบ้าน ของที่ระลึก' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'ประกาศ' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = canvas.getByRole('link', { name: 'ประกาศ' });
    await expect(link).toBeVisible();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phones, the list open. */
export const PhoneMenuOpen: Story = {
  args: { counts: { orders: '12', moderation: '3' } },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^เมนูหลังบ้าน/ }));
    await expect(within(canvasElement).getByRole('link', { name: 'บันทึกการทำงาน' })).toBeVisible();
  },
};

/** A staff member (not an admin): only the sections the role may open are listed. */
export const StaffRole: Story = {
  args: { links: staffLinks, current: 'moderation', counts: { moderation: '99+' } },
  decorators: [(Story) => <div style={{ maxWidth: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: 'บันทึกการทำงาน' })).not.toBeInTheDocument();
  },
};
