import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationReviewList } from './ApplicationReviewList';
import { reviewItems } from './ApplicationReviewList.fixtures';

const meta = {
  title: 'Components/ApplicationReviewList',
  component: ApplicationReviewList,
  args: { items: reviewItems, onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof ApplicationReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each application with contact, date, the member's activity; approve reports its id. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('article', { name: 'สมชาย ใจบุญ' });
    await expect(first).toHaveTextContent('0812345678');
    await expect(first).toHaveTextContent('1,204');
    await userEvent.click(within(first).getByRole('button', { name: 'อนุมัติ' }));
    await expect(args.onApprove).toHaveBeenCalledWith(7);
    const second = canvas.getByRole('article', { name: 'วิไลวรรณ แสงทอง' });
    await userEvent.click(within(second).getByRole('button', { name: 'ปฏิเสธ' }));
    await expect(args.onReject).toHaveBeenCalledWith(9);
  },
};

export const Playground: Story = { args: { busyId: 9 } };
