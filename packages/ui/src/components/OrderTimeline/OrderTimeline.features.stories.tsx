import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTimeline } from './OrderTimeline';
import { cancelledEntries, sentEntries, tracking } from './OrderTimeline.fixtures';

const meta = {
  title: 'Components/OrderTimeline/Features',
  component: OrderTimeline,
  args: { entries: sentEntries },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just placed (the member's first look): the three states to come, faint. */
export const Placed: Story = {
  args: { entries: sentEntries.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps.filter((s) => s.dataset.state === 'pending')).toHaveLength(3);
  },
};

/** Received: every step done, nothing to come. */
export const Received: Story = {
  args: {
    tracking,
    entries: [
      ...sentEntries,
      { status: 'received', time: '26 พ.ย. 2569 11:30', dateTime: '2026-11-26T11:30:00+07:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((s) => s.dataset.state)).toEqual(['done', 'done', 'done', 'current']);
  },
};

/** Cancelled with the reason: no steps to come after a cancellation. */
export const Cancelled: Story = {
  args: { entries: cancelledEntries },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[2]).toHaveAttribute('data-status', 'cancelled');
    await expect(steps[2]).toHaveTextContent('ที่อยู่จัดส่งไม่ครบ');
  },
};

/** The member's view: no staff names (the app leaves `by` out). */
export const MemberView: Story = {
  args: { tracking, entries: sentEntries.map(({ by: _by, ...entry }) => entry) },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^โดย/)).not.toBeInTheDocument();
  },
};
