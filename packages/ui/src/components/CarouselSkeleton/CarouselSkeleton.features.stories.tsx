import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { CreatorsCarousel } from '../CreatorsCarousel';
import { MediaCarousel } from '../MediaCarousel';
import { Stack } from '../Stack';
import { CarouselSkeleton } from './CarouselSkeleton';
import { creatorItems, landscapeItems, portraitItems } from './CarouselSkeleton.fixtures';

const meta = {
  title: 'Components/CarouselSkeleton/Features',
  component: CarouselSkeleton,
  args: { heading: 'YouTube', headingHref: '/all/youtube' },
} satisfies Meta<typeof CarouselSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The loading row and the loaded row must be the same height: nothing below moves. */
async function expectSameHeight(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const loading = canvas.getByRole('region', { name });
  const loaded = canvas.getByRole('region', { name: loadedName(name) });
  await expect(loading).toHaveAttribute('data-component', 'CarouselSkeleton');
  await expect(loaded).not.toHaveAttribute('data-component', 'CarouselSkeleton');
  await expect(loading?.getBoundingClientRect().height).toBe(loaded?.getBoundingClientRect().height);
}

/** The loaded row's region name: two regions of one page need two names. */
const loadedName = (heading: string) => `${heading} (โหลดแล้ว)`;

function Pair({ children }: { children: ReactNode }) {
  return <Stack gap="6">{children}</Stack>;
}

/** The feed's three rows: heading and link of each. */
const ROW = {
  portrait: { heading: 'TikTok', headingHref: '/all/tiktok' },
  landscape: { heading: 'YouTube', headingHref: '/all/youtube' },
  creators: { heading: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์', headingHref: '/creator' },
} as const;
type Shape = keyof typeof ROW;

/** A row while loading (landscape is the default shape, so it is not passed). */
const loading = (shape: Shape) => (
  <CarouselSkeleton {...ROW[shape]} {...(shape === 'landscape' ? {} : { shape })} />
);

/** The same row loaded, named apart from its loading twin. */
const loaded = (shape: Shape) =>
  shape === 'creators' ? (
    <CreatorsCarousel
      aria-label={loadedName(ROW.creators.heading)}
      {...ROW.creators}
      items={creatorItems}
      autoPlayMs={0}
    />
  ) : (
    <MediaCarousel
      aria-label={loadedName(ROW[shape].heading)}
      {...ROW[shape]}
      items={shape === 'portrait' ? portraitItems : landscapeItems}
      {...(shape === 'portrait' ? { shape } : {})}
      autoPlayMs={0}
    />
  );

/** The TikTok row (9:16) while loading, above the loaded row: the same height. */
export const Portrait: Story = {
  render: () => (
    <Pair>
      {loading('portrait')}
      {loaded('portrait')}
    </Pair>
  ),
  play: async ({ canvasElement }) => expectSameHeight(canvasElement, ROW.portrait.heading),
};

/** The YouTube row (16:9) while loading, above the loaded row: the same height. */
export const Landscape: Story = {
  render: () => (
    <Pair>
      {loading('landscape')}
      {loaded('landscape')}
    </Pair>
  ),
  play: async ({ canvasElement }) => expectSameHeight(canvasElement, ROW.landscape.heading),
};

/** The creators row while loading, above the loaded row: the same 8rem viewport. */
export const Creators: Story = {
  render: () => (
    <Pair>
      {loading('creators')}
      {loaded('creators')}
    </Pair>
  ),
  play: async ({ canvasElement }) => expectSameHeight(canvasElement, ROW.creators.heading),
};

/** Phones: two video tiles in view, the same heights as the loaded rows. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: () => (
    <Pair>
      {loading('portrait')}
      {loaded('portrait')}
      {loading('creators')}
    </Pair>
  ),
  play: async ({ canvasElement }) => expectSameHeight(canvasElement, ROW.portrait.heading),
};

/** A long Thai heading wraps beside the disabled buttons. */
export const LongThaiText: Story = {
  args: {
    heading: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์ ครีเอเตอร์ผู้ถ่ายทอดธรรมะทุกวันของเรา',
    headingHref: '/creator',
    shape: 'creators',
  },
  parameters: { screenshot: { viewport: 'phone' } },
};

/** Without `headingHref` the heading is plain text. */
export const WithoutLink: Story = {
  args: { headingHref: undefined, label: 'กำลังโหลดวิดีโอ…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'YouTube' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดวิดีโอ…');
  },
};
