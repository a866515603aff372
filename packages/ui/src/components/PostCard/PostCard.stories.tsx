import { formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { postTypeArgType } from '../../test/postTypes';
import { LikeBar } from '../LikeBar';
import { PostCard } from './PostCard';
import { FeedCard, LONG_THAI_DESCRIPTION, postCardProps, storyPost } from './PostCard.fixtures';

const youtube = storyPost('videoYoutube');

const meta = {
  title: 'Components/PostCard',
  component: PostCard,
  args: { ...postCardProps(youtube), onExpandedChange: fn() },
  argTypes: { type: postTypeArgType },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube post as the feed shows it: menu, player facade, like bar; its long text reads more. */
export const Default: Story = {
  render: () => <FeedCard post={storyPost('videoYoutube', { des: LONG_THAI_DESCRIPTION })} memberId={3} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-post-type', 'videoYoutube');
    await expect(within(card).getByRole('link', { name: /เปิดลิงก์ของโพสต์/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const more = within(card).getByRole('button', { name: 'อ่านเพิ่มเติม' });
    await expect(card).not.toHaveTextContent('จะได้รวบรวมไว้เป็นที่ระลึก');
    await userEvent.click(more);
    await expect(card).toHaveTextContent('จะได้รวบรวมไว้เป็นที่ระลึก');
    await userEvent.click(within(card).getByRole('button', { name: 'ย่อข้อความ' }));
    await expect(within(card).getByRole('button', { name: 'อ่านเพิ่มเติม' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The card's own props; the footer holds a like bar. */
export const Playground: Story = {
  render: (args) => (
    <PostCard {...args}>
      <PostCard.Footer>
        <LikeBar liked={false} count={formatCount(youtube.likeCount)} likers={youtube.likers} />
      </PostCard.Footer>
    </PostCard>
  ),
};
