import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOSTILE_NOTICE_BODY, noticeView } from '../../test/notice.fixtures';
import { NoticeView } from './NoticeView';

const meta = {
  title: 'Components/NoticeView/Features',
  component: NoticeView,
  args: noticeView(2),
} satisfies Meta<typeof NoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Raw HTML is dropped and a `javascript:` link is plain text; other links work (external in a new tab). */
export const UnsafeMarkdown: Story = {
  args: noticeView(4, HOSTILE_NOTICE_BODY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.querySelector('[data-part="Body"]') as HTMLElement;
    await expect(body.querySelector('script, img')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'กดที่นี่' })).toBeNull();
    await expect(canvas.getByText('กดที่นี่')).toHaveAttribute('data-part', 'InertLink');
    await expect(canvas.getByRole('link', { name: /คู่มือ/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'ร้านของที่ระลึก' })).toHaveAttribute('href', '/coin');
  },
};

/** Each icon: cheer, new, info, warning. */
export const Cheer: Story = { args: noticeView(1) };
export const New: Story = { args: noticeView(2) };
export const Info: Story = { args: noticeView(3) };
export const Warning: Story = { args: noticeView(4) };

/** A long topic and a long body wrap. */
export const LongThaiText: Story = {
  args: {
    ...noticeView(
      1,
      'ขอเชิญผู้ส่งต่อแสงสว่างแห่งธรรมทุกท่านร่วมงานบุญใหญ่ประจำปี โดยในงานจะมีการแจกของที่ระลึกรุ่นพิเศษให้กับสมาชิกที่มีคะแนนสะสมครบตามกำหนด และมีการถ่ายภาพหมู่ร่วมกันที่ลานหน้าศาลาใหญ่ https://example.org/a-very-long-link-without-spaces-that-must-wrap-inside-the-column',
    ),
    topic: 'ขอเชิญร่วมงานบุญใหญ่ประจำปีและรับของที่ระลึกรุ่นพิเศษที่ศาลาใหญ่ในวันอาทิตย์ต้นเดือนหน้า',
  },
};

/** On a phone (390 px). */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
