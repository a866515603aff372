import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noticeItems } from '../../test/notice.fixtures';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Components/NoticeList',
  component: NoticeList,
  args: { notices: noticeItems(6) },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('href', '/notice/6');
    const icons = canvas.getAllByRole('img').map((i) => i.getAttribute('aria-label'));
    await expect(new Set(icons)).toEqual(new Set(['ข่าวดี', 'ใหม่', 'ข้อมูล', 'แจ้งเตือนสำคัญ']));
  },
};

export const Playground: Story = { args: { notices: noticeItems(2) } };
