import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  feedParameters,
  loadAllImages,
  postsEmpty,
  postsFailing,
  postsLoading,
} from '../../stories/feedStories';
import { atRoute, inLayout } from '../../stories/screen';
import FeedScreen, { Pending } from './FeedScreen';

/**
 * The feed (`/all/other`): TikTok and YouTube rows, the creators row, the install button, then the
 * posts — pinned first — with infinite scroll. Signed in and out, phone and desktop, loading, empty
 * and failing.
 */
const meta = {
  title: 'Screens/Feed',
  component: FeedScreen,
} satisfies Meta<typeof FeedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the posts, both video rows and the creators row, then for every picture. */
async function settled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-component="PostCard"]').length).toBeGreaterThan(2),
    {
      timeout: 10_000,
    },
  );
  // The rows are drawn at their final size while they load (CarouselSkeleton), TikTok's for its
  // half second after the feed (ui Reveal keeps it, hidden, once the row shows); wait for the items.
  await waitFor(
    () =>
      expect(
        [...canvasElement.querySelectorAll('[data-component="CarouselSkeleton"]')].filter(
          (row) => getComputedStyle(row).visibility !== 'hidden',
        ),
      ).toHaveLength(0),
    { timeout: 10_000 },
  );
  await canvas.findByRole('region', { name: 'TikTok' });
  await canvas.findByRole('region', { name: 'YouTube' });
  await canvas.findByRole('region', { name: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์' });
  await waitFor(() => expect(canvasElement.querySelector('[data-part="Skeletons"]')).toBeNull());
  await loadAllImages(canvasElement.ownerDocument);
}

/** A member on a desktop: the side menu, the rows, the posts with the like toggle. */
export const Desktop: Story = {
  decorators: [atRoute({ member: true })],
  parameters: feedParameters('/all/other'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /สาธุ/ }).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('[data-part="Install"]')).toHaveAttribute('href', '/app');
    // The pinned posts come first.
    const first = canvasElement.querySelector('[data-component="PostCard"]');
    await expect(first).toHaveAttribute('data-state', 'pinned');
  },
};

/** A member on a phone (390 px): bottom bar, two tiles a row. */
export const Phone: Story = {
  decorators: [atRoute({ member: true })],
  parameters: feedParameters('/all/other', 'phone'),
  play: async ({ canvasElement }) => settled(canvasElement),
};

/** A visitor: the login button in the header, no like toggle (product §6). */
export const SignedOut: Story = {
  decorators: [atRoute()],
  parameters: feedParameters('/all/other', 'phone'),
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /^สาธุ/ })).toBeNull();
  },
};

/**
 * While the feed's data loads on a first render without the service's HTML (the client shell):
 * skeleton cards, announced as loading, and the three rows reserved at their final size — busy
 * regions with their headings — so nothing moves when they arrive.
 */
export const Loading: Story = {
  decorators: [inLayout('default', true)],
  parameters: feedParameters('/all/other', 'phone', [postsLoading]),
  render: () => <Pending />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="Skeletons"]')).toHaveTextContent('กำลังโหลดโพสต์…'),
      { timeout: 10_000 },
    );
    await expect(canvasElement.querySelector('[data-part="Skeletons"]')).toHaveAttribute('role', 'status');
    for (const name of ['TikTok', 'YouTube', 'พบกับผู้ส่งต่อแสงสว่างออนไลน์']) {
      const row = canvas.getByRole('region', { name });
      await expect(row).toHaveAttribute('data-component', 'CarouselSkeleton');
      await expect(row).toHaveAttribute('aria-busy', 'true');
    }
    await loadAllImages(canvasElement.ownerDocument);
  },
};

/** A category without posts: its name as the title and a way back to the whole feed. */
export const EmptyCategory: Story = {
  decorators: [atRoute({ member: true })],
  parameters: feedParameters('/all/cat/3', 'desktop', [postsEmpty]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('ยังไม่มีโพสต์ในหมวดนี้', {}, { timeout: 10_000 });
    await expect(canvas.getByRole('link', { name: 'ดูฟีดทั้งหมด' })).toHaveAttribute('href', '/all/other');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 }).textContent).not.toBe('หมวดหมู่'));
  },
};

/** The posts could not be loaded: the message and a retry button. */
export const Failed: Story = {
  decorators: [atRoute({ member: true })],
  parameters: feedParameters('/all/other', 'phone', [postsFailing]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('โหลดโพสต์ไม่สำเร็จ', {}, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeEnabled();
  },
};
