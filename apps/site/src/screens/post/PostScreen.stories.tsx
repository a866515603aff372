import { photoDataUrl } from '@lightbearers/api-client/testing';
import type { PostType } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { mockApi, routeParameters as pageParameters, storyMember } from '../../stories/site';
import PostScreen from './PostScreen';

/**
 * `/p/{id}` (signed in) and `/post/{id}` (signed out): the post at full size — player by type,
 * the whole description, likers and the like bar, the menu, previous/next, the comments.
 */
const meta = {
  title: 'Screens/Post',
  component: PostScreen,
} satisfies Meta<typeof PostScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const posts = mockApi.db.posts;
/** The newest mock post of a type (its neighbours and comments come from the same mock data). */
function postOf(type: PostType, withComments = false) {
  const found = [...posts]
    .reverse()
    .find(
      (p) =>
        p.attributes.type === type &&
        (!withComments || mockApi.db.comments.filter((c) => c.attributes.pid === p.id).length >= 3),
    );
  if (!found) throw new Error(`no mock ${type} post`);
  return found;
}

const text = postOf('postText');
const photo = postOf('postPhoto');
const youtube = postOf('videoYoutube');
const tiktok = postOf('videoTikTok');
const discussed = postOf('postLink', true);

const member = atRoute({ member: storyMember });

/** The YouTube facade's poster (the service's `/thumbs/…`), a generated picture of the post. */
const thumbnail = decodeURIComponent(photoDataUrl(youtube.id, 480, 360).split(',')[1] ?? '');
function withThumbnails(parameters: ReturnType<typeof pageParameters>) {
  return {
    ...parameters,
    msw: {
      handlers: [
        http.get(`*/thumbs/${youtube.id}/*`, () =>
          HttpResponse.text(thumbnail, { headers: { 'Content-Type': 'image/svg+xml' } }),
        ),
        ...parameters.msw.handlers,
      ],
    },
  };
}

const ready = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByTestId('post-comments')).toHaveAttribute('data-state', 'ready'), {
    timeout: 10_000,
  });
};

/** A text post on its gradient, signed in: like toggle, comment box, previous/next. */
export const Desktop: Story = {
  decorators: [member],
  parameters: pageParameters(`/p/${text.id}`),
  play: async (context) => {
    await ready(context);
    const view = within(context.canvasElement).getByTestId('post-view');
    await expect(within(view).getByRole('button', { name: 'สาธุ' })).toBeVisible();
    await expect(view).toHaveAttribute('data-post-type', 'postText');
  },
};

/** The same post on a phone. */
export const Phone: Story = {
  decorators: [member],
  parameters: pageParameters(`/p/${text.id}`, 'phone'),
  play: ready,
};

/** A photo post: the grid opens the lightbox. */
export const PhotoPost: Story = {
  decorators: [member],
  parameters: pageParameters(`/p/${photo.id}`),
  play: ready,
};

/** A YouTube post: the player's facade (the real player loads on a tap only). */
export const YouTubePost: Story = {
  decorators: [member],
  parameters: withThumbnails(pageParameters(`/p/${youtube.id}?youtube=1`)),
  play: async (context) => {
    await ready(context);
    await expect(context.canvasElement.querySelector('[data-component="Embed"]')).not.toBeNull();
    await expect(context.canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A TikTok post on a phone. */
export const TikTokPostPhone: Story = {
  decorators: [member],
  parameters: pageParameters(`/p/${tiktok.id}`, 'phone'),
  play: ready,
};

/** Signed out (`/post/{id}`): no like toggle, no comment box; the menu only shares. */
export const SignedOutPhone: Story = {
  decorators: [atRoute()],
  parameters: pageParameters(`/post/${photo.id}`, 'phone'),
  play: async (context) => {
    await ready(context);
    const view = within(context.canvasElement).getByTestId('post-view');
    await expect(within(view).queryByRole('button', { name: 'สาธุ' })).toBeNull();
    await expect(within(context.canvasElement).queryByRole('textbox', { name: 'เขียนความคิดเห็น…' })).toBeNull();
  },
};

/** The author, with the post's menu open: share, edit description, pin, delete. */
export const OwnerMenu: Story = {
  decorators: [atRoute({ member: { ...storyMember, userID: text.attributes.uid, type: 'creator' } })],
  parameters: {
    ...pageParameters(`/p/${text.id}`),
    // An open menu is a popover portalled to the body, outside the page's landmarks (as in Menu's own stories).
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
  },
  play: async (context) => {
    await ready(context);
    const view = within(context.canvasElement).getByTestId('post-view');
    await userEvent.click(within(view).getByRole('button', { name: 'ตัวเลือกของโพสต์' }));
    const body = within(context.canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'แก้ไขคำอธิบาย' })).toBeVisible());
    await expect(within(menu).getByRole('menuitem', { name: 'ลบโพสต์' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'ปักหมุด' })).toBeVisible();
  },
};

/** A link post with its comments and replies, on a phone. */
export const CommentsPhone: Story = {
  decorators: [member],
  parameters: pageParameters(`/p/${discussed.id}`, 'phone'),
  play: async (context) => {
    await ready(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('button', { name: /^ตอบกลับ/ }).length).toBeGreaterThan(0));
  },
};
