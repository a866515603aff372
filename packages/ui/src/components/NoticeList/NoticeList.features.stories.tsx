import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noticeItems } from '../../test/notice.fixtures';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Components/NoticeList/Features',
  component: NoticeList,
  args: { notices: noticeItems(4) },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No notices yet. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีประกาศ')).toBeVisible();
  },
};

/** A long Thai topic wraps beside its icon. */
export const LongThaiText: Story = {
  args: {
    notices: noticeItems(2).map((n, i) =>
      i === 0
        ? {
            ...n,
            topic:
              'ขอเชิญผู้ส่งต่อแสงสว่างแห่งธรรมทุกท่านร่วมงานบุญใหญ่ประจำปีและรับของที่ระลึกรุ่นพิเศษที่ศาลาใหญ่ในวันอาทิตย์ต้นเดือนหน้า',
          }
        : n,
    ),
  },
};

/** On a phone (390 px). */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
