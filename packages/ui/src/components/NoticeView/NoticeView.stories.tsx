import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noticeView } from '../../test/notice.fixtures';
import { NoticeView } from './NoticeView';

const meta = {
  title: 'Components/NoticeView',
  component: NoticeView,
  args: noticeView(
    1,
    '## รายละเอียด\n\nขอเชิญสมาชิกทุกท่าน **ร่วมงานบุญ** ในวันอาทิตย์นี้\n\n- เวลา 09.00 น.\n- ณ ศาลาใหญ่\n\nของที่ระลึกชุดใหม่พร้อมให้แลกแล้วที่ [ร้านของที่ระลึก](/coin)',
  ),
} satisfies Meta<typeof NoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'รายละเอียด' })).toBeVisible();
    await expect(canvas.getByText('ร่วมงานบุญ').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'ร้านของที่ระลึก' })).toHaveAttribute('href', '/coin');
    await expect(canvas.getByRole('link', { name: 'กลับไปหน้าประกาศ' })).toHaveAttribute('href', '/notice');
  },
};

export const Playground: Story = { args: noticeView(3) };
