import { makePhoto, many } from '@lightbearers/api-client/testing';
import { POST_TYPES } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textPostGradients } from '../../tokens';
import { PostCard } from './PostCard';
import { FeedCard, LONG_THAI_DESCRIPTION, postCardProps, storyPost } from './PostCard.fixtures';

const meta = {
  title: 'Components/PostCard/Features',
  component: PostCard,
  args: postCardProps(storyPost('videoYoutube')),
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = { display: 'grid', gap: 16, maxWidth: 560 } as const;
const twoColumns = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' } as const;

/** Every post type, signed in: video facades, a Facebook post, a tweet, photos, a link, a text post. */
export const EveryType: Story = {
  render: () => (
    <div style={twoColumns}>
      {POST_TYPES.map((type) => (
        <FeedCard
          key={type}
          post={storyPost(type, { des: 'ขออนุโมทนาบุญกับทุกท่าน https://dhamma.example.org/a' })}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards.map((c) => c.getAttribute('data-post-type'))).toEqual([...POST_TYPES]);
  },
};

/** A photo post: one large and two small photos, the last with '+N ภาพ'. */
export const PhotoPost: Story = {
  render: () => (
    <div style={column}>
      <FeedCard post={{ ...storyPost('postPhoto'), photos: many(5, makePhoto, 61) }} />
    </div>
  ),
};

/** Text posts on three of the built-in gradients; the ink stays dark in the night theme. */
export const TextPosts: Story = {
  render: () => (
    <div style={twoColumns}>
      {[0, 7, 17, 22].map((i) => (
        <PostCard
          key={i}
          {...postCardProps(storyPost('postText', { des: 'ทำดี ได้ดี\nทำชั่ว ได้ชั่ว\nสาธุ 🙏' }))}
          gradient={textPostGradients[i]?.colors}
        />
      ))}
    </div>
  ),
};

/** A description over 400 characters, already expanded by the reader. */
export const LongThaiText: Story = {
  render: () => (
    <div style={column}>
      <FeedCard
        post={storyPost('postLink', { des: LONG_THAI_DESCRIPTION })}
        card={{ defaultExpanded: true }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ย่อข้อความ' })).toBeInTheDocument();
  },
};

/** A pinned post of the signed-in owner (the menu offers edit, unpin and delete). */
export const PinnedOwnPost: Story = {
  render: () => {
    const post = { ...storyPost('linkTwitter'), pinned: true };
    return (
      <div style={column}>
        <FeedCard post={post} memberId={post.uid} />
      </div>
    );
  },
};

/** Signed out: `/post/…` and `/user…` links, no 'สาธุ' toggle. */
export const SignedOut: Story = {
  render: () => (
    <div style={column}>
      <FeedCard post={storyPost('videoTikTok')} loggedIn={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).queryByRole('button', { name: 'สาธุ' })).toBeNull();
    await expect(within(card).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/user\d+$/);
  },
};

/** At phone width: a photo post and a text post. */
export const Phone: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <FeedCard post={{ ...storyPost('postPhoto'), photos: many(2, makePhoto, 71) }} />
      <FeedCard post={storyPost('postText')} />
    </div>
  ),
  parameters: { screenshot: { viewport: 'phone' } },
};
