import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { atRoute, inLayout, screenReady } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters } from '../../stories/site';
import NoticeScreen, { Pending } from './NoticeScreen';

/** The stories' clock: a few days after the mock notices (relative times never drift). */
const NOW = Date.parse('2026-10-10T03:00:00Z');

/**
 * `/notice/{id}`: icon, topic, publish time, the Markdown body (no raw HTML; a `javascript:` link is
 * plain text) and Back to `/notice`.
 */
const meta = {
  title: 'Screens/Notice',
  component: NoticeScreen,
} satisfies Meta<typeof NoticeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const route = [atRoute({ now: NOW })];

const ready = (canvasElement: HTMLElement) => screenReady(canvasElement, 'notice-page');

export const Desktop: Story = {
  decorators: route,
  parameters: pageParameters('/notice/1'),
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(within(page).getByRole('link', { name: 'กลับไปหน้าประกาศ' })).toHaveAttribute(
      'href',
      '/notice',
    );
  },
};

export const Phone: Story = {
  decorators: route,
  parameters: pageParameters('/notice/1', 'phone'),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

const LONG_TOPIC =
  'ประกาศสำคัญ: ขอเชิญผู้ส่งต่อแสงสว่างแห่งธรรมทุกท่านร่วมงานบุญใหญ่ประจำปี และร่วมแบ่งปันเรื่องราวความดีผ่านลิงก์ย่อเพื่อสะสมคะแนนแลกของที่ระลึก';
const LONG_BODY = [
  '## รายละเอียดงาน',
  'ขอเชิญสมาชิกทุกท่าน **ร่วมงานบุญใหญ่ประจำปี** ณ ศาลาการเปรียญ ตั้งแต่เวลา ๐๙.๐๐ น. เป็นต้นไป ภายในงานมีการตักบาตร ฟังธรรม และนั่งสมาธิร่วมกัน ผู้ที่แชร์ลิงก์ของงานผ่านลิงก์ย่อของตนเองจะได้รับคะแนนตามจำนวนผู้ที่เปิดอ่าน',
  '- ลงทะเบียนหน้างานตั้งแต่เวลา ๐๘.๓๐ น.',
  '- แต่งกายสุภาพ ชุดขาวหรือสีสุภาพ',
  '- นำภาชนะใส่อาหารมาเองเพื่อลดขยะ',
  '',
  '> ทุกการแบ่งปันคือการจุดแสงสว่างให้กับโลก',
  '',
  'อ่าน[คู่มือการใช้งาน](https://sites.google.com/view/lightbearers-manual) ก่อนร่วมงาน ส่วน[ลิงก์นี้](javascript:alert(1)) ไม่ใช่ลิงก์ที่ปลอดภัยจึงแสดงเป็นข้อความธรรมดา',
  '',
  '<script>alert(1)</script><b>HTML ที่แทรกมาจะไม่แสดง</b>',
].join('\n');

const longNotice = () =>
  HttpResponse.json({
    data: {
      id: 1,
      attributes: {
        topic: LONG_TOPIC,
        des: LONG_BODY,
        icon: 'warning',
        publishedAt: '2026-10-06T01:00:00.000Z',
      },
    },
    meta: {},
  });

/** A long Thai notice: a wrapping topic, headings, a list, a quote; raw HTML dropped, the `javascript:` link inert. */
export const LongThaiNotice: Story = {
  decorators: route,
  parameters: {
    ...pageParameters('/notice/1'),
    msw: { handlers: [http.get('*/api/notices/:id', longNotice), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const page = await ready(canvasElement);
    await expect(within(page).getByText('ลิงก์นี้').closest('a')).toBeNull();
    await expect(page.querySelector('script, b')).toBeNull();
    await expect(within(page).getByRole('link', { name: /คู่มือการใช้งาน/ })).toHaveAttribute('target', '_blank');
  },
};

/** The long notice on a phone. */
export const LongThaiNoticePhone: Story = {
  decorators: route,
  parameters: {
    ...pageParameters('/notice/1', 'phone'),
    msw: { handlers: [http.get('*/api/notices/:id', longNotice), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};

/** While the notice loads. */
export const Loading: Story = {
  decorators: [inLayout('default', false)],
  parameters: pageParameters('/notice/1'),
  render: () => <Pending />,
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('notice-page', {}, { timeout: 10_000 });
    await expect(page).toHaveAttribute('data-state', 'loading');
  },
};
