import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PostMediaContext, type PostMediaLoading } from '../../posts/postMedia';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import ProfileScreen from './ProfileScreen';

/** The stories' day in Bangkok (the share tab's latest date never drifts from its baselines). */
const STORY_NOW = Date.parse('2026-11-24T12:00:00+07:00');
/** No network picture in a screenshot (video facades show without one), every picture eager. */
const STORY_MEDIA: PostMediaLoading = { thumbnail: () => null, loading: () => 'eager' };

/** Around the route: the stories' media loading. */
const withStoryMedia: Decorator = (Story) => (
  <PostMediaContext.Provider value={STORY_MEDIA}>
    <Story />
  </PostMediaContext.Provider>
);

/**
 * Profiles: the header (owner controls or the picture viewer), the tabs, a posts tab or the share
 * statistics. Mock member 1 (a creator) is the signed-in member; member 2 is a sharer.
 */
const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  decorators: [withStoryMedia],
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const member = [atRoute({ member: true, now: STORY_NOW })];
const visitor = [atRoute({ now: STORY_NOW })];

const loaded = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByTestId('profile', {}, { timeout: 10_000 });
  return body;
};

/** The member's own page (`/me`): camera overlay, Edit, edit links; the posts tab of a creator. */
export const OwnProfile: Story = {
  decorators: member,
  parameters: pageParameters('/me'),
  play: async ({ canvasElement }) => {
    const body = await loaded(canvasElement);
    await expect(await body.findByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeVisible();
    await expect(body.getByLabelText('เปลี่ยนรูปโปรไฟล์')).toBeInTheDocument();
    await waitFor(() => expect(body.getByTestId('profile')).toHaveAttribute('data-tab', 'other'));
    await body.findByRole('feed', {}, { timeout: 10_000 });
  },
};

export const OwnProfilePhone: Story = { ...OwnProfile, parameters: pageParameters('/me', 'phone') };

/** Another member on the posts tab: no owner controls; the picture opens the viewer. */
export const OtherMember: Story = {
  decorators: member,
  parameters: pageParameters('/u4/other'),
  play: async ({ canvasElement }) => {
    const body = await loaded(canvasElement);
    await expect(body.queryByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeNull();
    await expect(body.getByRole('button', { name: /ดูรูปโปรไฟล์ของ/ })).toBeVisible();
  },
};

/** A sharer opens on the share tab: the date range and the posts they shared with clicks. */
export const SharerShareTab: Story = {
  decorators: member,
  parameters: pageParameters('/u2'),
  play: async ({ canvasElement }) => {
    const body = await loaded(canvasElement);
    await waitFor(() => expect(body.getByTestId('profile')).toHaveAttribute('data-tab', 'share'));
    await waitFor(() => expect(body.getByTestId('share-stats')).toHaveAttribute('data-state', 'idle'));
    await expect(body.getByLabelText('ตั้งแต่วันที่')).toHaveAttribute('min', '2022-03-04');
  },
};

export const SharerShareTabPhone: Story = {
  ...SharerShareTab,
  parameters: pageParameters('/u2', 'phone'),
};

/** A creator's share tab: also the posts others shared. */
export const CreatorShareTab: Story = {
  decorators: member,
  parameters: pageParameters('/u4/share'),
  play: async ({ canvasElement }) => {
    const body = await loaded(canvasElement);
    await waitFor(() => expect(body.getByTestId('share-stats')).toHaveAttribute('data-state', 'idle'));
    await expect(body.getByRole('heading', { name: 'โพสต์ที่มีผู้อื่นแชร์' })).toBeVisible();
  },
};

/** Signed out (`/user2/other`, the no-login profile layout): no owner controls, no like. */
export const SignedOut: Story = {
  decorators: visitor,
  parameters: pageParameters('/user2/other'),
  play: async ({ canvasElement }) => {
    const body = await loaded(canvasElement);
    await expect(body.queryByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeNull();
  },
};

export const SignedOutPhone: Story = {
  ...SignedOut,
  parameters: pageParameters('/user2/other', 'phone'),
};
