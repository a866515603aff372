import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import poster from './demo-poster.svg';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Components/LandingHero/Features',
  component: LandingHero,
  args: {
    onLogin: fn(),
    poster,
    exploreHref: '/post/all',
    metaverseHref: 'https://metaverse.example.org/hall',
  },
  parameters: { layout: 'fullscreen', screenshot: { viewport: 'phone' } },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, 390 px: the actions stack. */
export const Phone: Story = {};

/** Without a metaverse address the link is left out. */
export const WithoutMetaverse: Story = {
  args: { metaverseHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /เมตาเวิร์ส/ })).toBeNull();
  },
};

export const LongThaiText: Story = {
  args: {
    title: 'ร่วมเป็นส่วนหนึ่งของชุมชนผู้ส่งต่อแสงสว่างแห่งธรรม แบ่งปันความดีสู่ทุกคนที่ท่านรัก',
    text: 'โพสต์คลิปธรรมะจาก YouTube และ TikTok ภาพกิจกรรมบุญ และข้อความให้กำลังใจ แชร์ต่อผ่านลิงก์สั้นของท่านเองเพื่อสะสมคะแนน แล้วนำคะแนนไปแลกของที่ระลึกจากร้านค้าของชุมชน โดยไม่มีค่าใช้จ่ายใด ๆ ทั้งสิ้น',
  },
};
