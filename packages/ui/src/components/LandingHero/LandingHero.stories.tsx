import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import poster from './demo-poster.svg';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Components/LandingHero',
  component: LandingHero,
  // Stories use a small local poster and no video: deterministic, no network.
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

/** The first screen: the poster is an image from the first paint; no video source yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = canvasElement.querySelector('[data-component="LandingHero"]');
    await expect(hero).toHaveAttribute('data-media', 'poster');
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'ร่วมส่งต่อแสงสว่างแห่งธรรม' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'สำรวจโพสต์ทั้งหมด' })).toHaveAttribute('href', '/post/all');
    await expect(canvas.getByRole('link', { name: /เข้าชมหอประชุมเมตาเวิร์ส/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' })).toBeEnabled();
  },
};

export const Playground: Story = {
  args: { title: 'ร่วมส่งต่อแสงสว่างแห่งธรรม', metaverseHref: undefined },
};
