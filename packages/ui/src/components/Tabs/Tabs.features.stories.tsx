import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { Tabs, type TabsItem, type TabsLinkProps } from './Tabs';
import { profileTabs } from './Tabs.fixtures';

const meta = {
  title: 'Components/Tabs/Features',
  component: Tabs,
  args: { 'aria-label': 'แท็บโปรไฟล์', items: profileTabs, value: 'other' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The adapter an app writes once to render tabs with its router (here a stand-in with react-router's
 * shape: `to` instead of `href`).
 */
const TabsRouterLink = forwardRef<HTMLAnchorElement, TabsLinkProps>(function TabsRouterLink(
  { href, ...rest },
  ref,
) {
  return <FakeRouterLink ref={ref} to={href} {...rest} />;
});

export const RouterLinks: Story = {
  args: { linkAs: TabsRouterLink, value: 'tiktok' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/u12/tiktok',
    );
  },
};

const statTabs: TabsItem[] = [
  { value: 'sharers', label: 'ผู้แชร์สูงสุด', href: '/stat/sharers' },
  { value: 'badges', label: 'เหรียญ', href: '/stat/badges' },
  { value: 'creators', label: 'ผู้สร้างสรรค์ยอดนิยม', href: '/stat/creators' },
  { value: 'posts', label: 'โพสต์ยอดคลิก', href: '/stat/posts' },
  { value: 'active', label: 'ผู้ใช้งาน', href: '/stat/active' },
  { value: 'thanks', label: 'อนุโมทนา', href: '/stat/thanks' },
];

/** The stats tabs, without counts. */
export const WithoutCounts: Story = {
  args: { 'aria-label': 'หมวดสถิติ', items: statTabs, value: 'badges' },
};

/**
 * Phones: the tabs scroll sideways with no visible scrollbar, and the current tab (far right) is
 * scrolled into view on load.
 */
export const PhoneScroll: Story = {
  args: { 'aria-label': 'หมวดสถิติ', items: statTabs, value: 'active' },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-part="List"]')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(getComputedStyle(list).scrollbarWidth).toBe('none');
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await waitFor(() => {
      const box = current.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(view.left);
      expect(box.right).toBeLessThanOrEqual(view.right + 1);
    });
  },
};

/** Keyboard focus is drawn inside the tab, so the scrolling list never clips it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const youtube = within(canvasElement).getByRole('link', { name: 'YouTube 24' });
    await expect(youtube).toHaveFocus();
    await expect(youtube).toHaveStyle({ outlineStyle: 'solid' });
  },
};

export const LongThaiText: Story = {
  args: {
    items: [
      { value: 'other', label: 'โพสต์ทั้งหมดของผู้นำแสงสว่าง', href: '/u12/other', count: '12,345' },
      { value: 'share', label: 'สถิติการแชร์ย้อนหลังทั้งหมด', href: '/u12/share', count: '1,024' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};
