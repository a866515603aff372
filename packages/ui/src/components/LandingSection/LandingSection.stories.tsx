import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import poster from './demo-poster.svg';
import { LandingAbout } from './LandingAbout';
import { LandingCall } from './LandingCall';
import { LandingHero } from './LandingHero';
import { LandingMemberTypes } from './LandingMemberTypes';

const meta = {
  title: 'Components/LandingSection',
  component: LandingHero,
  // Stories use a small local poster and no video: deterministic, no network.
  args: {
    onLogin: fn(),
    poster,
    exploreHref: '/post/all',
    metaverseHref: 'https://metaverse.example.org/hall',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page `/` as the site composes it: hero, what it is, member types, final call. */
export const Default: Story = {
  render: (args) => (
    <main>
      <LandingHero {...args} />
      <LandingAbout />
      <LandingMemberTypes />
      <LandingCall onLogin={args.onLogin} />
    </main>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'ร่วมส่งต่อแสงสว่างแห่งธรรม' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'สำรวจโพสต์ทั้งหมด' })).toHaveAttribute('href', '/post/all');
    await expect(canvas.getByRole('link', { name: /เข้าชมหอประชุมเมตาเวิร์ส/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' }));
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { title: 'ร่วมส่งต่อแสงสว่างแห่งธรรม', metaverseHref: undefined },
};
