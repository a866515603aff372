import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { postTypeArgType } from '../../test/postTypes';
import { Embed } from './Embed';
import { embedLinks, storyThumbnails } from './Embed.fixtures';

const meta = {
  title: 'Components/Embed',
  component: Embed,
  args: {
    type: 'videoYoutube',
    url: embedLinks.videoYoutube,
    title: 'บทสวดมนต์ทำวัตรเช้า ฉบับเต็ม',
    thumbnail: storyThumbnails.videoYoutube,
    loading: 'eager',
    onPlay: fn(),
  },
  argTypes: { type: postTypeArgType },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Embed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The facade; a tap puts in the youtube-nocookie player. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'เล่น บทสวดมนต์ทำวัตรเช้า ฉบับเต็ม' }));
    const frame = canvas.getByTitle('เครื่องเล่น: บทสวดมนต์ทำวัตรเช้า ฉบับเต็ม');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    // The baseline must not depend on a third party's servers (or their absence): blank the frame
    // once its address is checked, so the screenshot records the empty player box.
    frame.setAttribute('src', 'about:blank');
  },
};

export const Playground: Story = {};
