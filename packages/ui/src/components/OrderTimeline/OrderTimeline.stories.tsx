import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTimeline } from './OrderTimeline';
import { sentEntries, tracking } from './OrderTimeline.fixtures';

const meta = {
  title: 'Components/OrderTimeline',
  component: OrderTimeline,
  args: { entries: sentEntries, tracking },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent by mail: the tracking text under 'sent', 'received' still to come. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'สถานะคำสั่งแลก' });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'pending',
    ]);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('EX123456789TH');
    await expect(steps[3]).toHaveTextContent('ได้รับแล้ว ยังไม่ถึงขั้นนี้');
    await expect(within(steps[0] as HTMLElement).getByText('20 พ.ย. 2569 19:42')).toHaveAttribute(
      'datetime',
      '2026-11-20T19:42:00+07:00',
    );
  },
};

export const Playground: Story = { args: { showPending: false } };
