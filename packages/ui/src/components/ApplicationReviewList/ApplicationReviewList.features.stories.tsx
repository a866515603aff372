import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApplicationReviewList } from './ApplicationReviewList';
import { reviewItems } from './ApplicationReviewList.fixtures';

const meta = {
  title: 'Components/ApplicationReviewList/Features',
  component: ApplicationReviewList,
  args: { items: reviewItems },
} satisfies Meta<typeof ApplicationReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decision is being sent: every button is disabled, that one spins. */
export const Busy: Story = {
  args: { busyId: 7 },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Nothing awaits review. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ไม่มีใบสมัครที่รอการตรวจสอบ')).toBeVisible();
  },
};

/** Long Thai names and addresses wrap. */
export const LongThaiText: Story = {
  args: {
    items: [
      {
        ...reviewItems[0]!,
        name: 'นางสาวสมหญิงประเสริฐศักดิ์ รักษ์ธรรมะวงศ์ตระกูลผู้ส่งต่อแสงสว่างแห่งธรรม',
        address:
          '999/99 หมู่บ้านธรรมะสวัสดิ์ ซอยพหลโยธิน 48 แยก 12 ถนนพหลโยธิน แขวงอนุสาวรีย์ เขตบางเขน กรุงเทพมหานคร 10220',
      },
    ],
  },
};

export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
