import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import poster from './demo-poster.svg';
import { LandingAbout } from './LandingAbout';
import { LandingCall } from './LandingCall';
import { LandingHero } from './LandingHero';
import { LandingMemberTypes } from './LandingMemberTypes';

const meta = {
  title: 'Components/LandingSection/Features',
  component: LandingHero,
  args: {
    onLogin: fn(),
    poster,
    exploreHref: '/post/all',
    metaverseHref: 'https://metaverse.example.org/hall',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { screenshot: { viewport: 'phone' } };

/** The first screen: the poster is an image from the first paint; no video source yet. */
export const Hero: Story = {
  play: async ({ canvasElement }) => {
    const hero = canvasElement.querySelector('[data-component="LandingHero"]');
    await expect(hero).toHaveAttribute('data-media', 'poster');
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const HeroPhone: Story = { parameters: phone };

/** Without a metaverse address the link is left out. */
export const HeroWithoutMetaverse: Story = {
  args: { metaverseHref: undefined },
  parameters: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /เมตาเวิร์ส/ })).toBeNull();
  },
};

export const About: Story = { render: () => <LandingAbout /> };
export const AboutPhone: Story = { render: () => <LandingAbout />, parameters: phone };

/** Sharer, Creator and LIVE (product §1): three columns on desktop. */
export const MemberTypes: Story = {
  render: () => <LandingMemberTypes />,
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(titles.map((t) => t.textContent)).toEqual([
      'Sharer ผู้ส่งต่อแสงสว่าง',
      'Creator ผู้สร้างสรรค์',
      'LIVE ถ่ายทอดสด',
    ]);
  },
};
export const MemberTypesPhone: Story = { render: () => <LandingMemberTypes />, parameters: phone };

export const Call: Story = { render: (args) => <LandingCall onLogin={args.onLogin} /> };
export const CallPhone: Story = {
  render: (args) => <LandingCall onLogin={args.onLogin} />,
  parameters: phone,
};

export const LongThaiText: Story = {
  args: {
    title: 'ร่วมเป็นส่วนหนึ่งของชุมชนผู้ส่งต่อแสงสว่างแห่งธรรม แบ่งปันความดีสู่ทุกคนที่ท่านรัก',
    text: 'โพสต์คลิปธรรมะจาก YouTube และ TikTok ภาพกิจกรรมบุญ และข้อความให้กำลังใจ แชร์ต่อผ่านลิงก์สั้นของท่านเองเพื่อสะสมคะแนน แล้วนำคะแนนไปแลกของที่ระลึกจากร้านค้าของชุมชน โดยไม่มีค่าใช้จ่ายใด ๆ ทั้งสิ้น',
  },
  parameters: phone,
};
