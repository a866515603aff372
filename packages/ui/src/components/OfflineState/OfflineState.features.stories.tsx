import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OfflineState } from './OfflineState';
import { offlineStateArgs } from './OfflineState.fixtures';

const meta = {
  title: 'Components/OfflineState/Features',
  component: OfflineState,
  args: { ...offlineStateArgs, onRetry: fn() },
} satisfies Meta<typeof OfflineState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing kept yet: the list says so. */
export const NoneSaved: Story = {
  args: { saved: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toEqual([]);
    await expect(canvas.getByText(offlineStateArgs.noneSaved)).toBeInTheDocument();
  },
};

/** A retry on its way: the button is busy and takes no second press. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="OfflineState"]');
    await expect(root).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('button', { name: /ลองอีกครั้ง/ })).toBeDisabled();
  },
};

/** On a phone, as the site shows it in place of a screen. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};

/** Long Thai titles of kept pages and a long address wrap; nothing is cut. */
export const LongThaiText: Story = {
  args: {
    saved: [
      {
        href: '/p/12',
        title:
          'บทเรียนจากความเมตตา เรื่องเล่าจากการเป็นอาสาสมัครทำความสะอาดวัดตลอดเดือนพฤศจิกายน https://www.youtube.com/watch?v=dQw0000000012',
        saved: 'บันทึกไว้เมื่อ 28 ก.ย. 2569 14:05 น.',
        dateTime: '2026-09-28T07:05:00.000Z',
      },
    ],
  },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector<HTMLElement>('[data-part="Page"]');
    await expect(item?.scrollWidth).toBeLessThanOrEqual(item?.clientWidth ?? 0);
  },
};
