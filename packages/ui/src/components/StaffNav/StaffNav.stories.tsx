import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffNav } from './StaffNav';
import { adminLinks } from './StaffNav.fixtures';

const meta = {
  title: 'Components/StaffNav',
  component: StaffNav,
  args: {
    links: adminLinks,
    current: 'orders',
    counts: { orders: '12', moderation: '3' },
    siteHref: '/all/other',
  },
  decorators: [(Story) => <div style={{ maxWidth: 288 }}>{Story()}</div>],
} satisfies Meta<typeof StaffNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the side list, the current section marked, waiting counts said in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      ...Object.values(adminLinks),
      '/all/other',
    ]);
    const orders = within(nav).getByRole('link', { name: 'คำสั่งแลก รอดำเนินการ 12 รายการ' });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { hidden: true })).not.toBeVisible();
  },
};

export const Playground: Story = { args: { current: 'notices', counts: {} } };
