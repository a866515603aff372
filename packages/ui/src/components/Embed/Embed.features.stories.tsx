import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Embed } from './Embed';
import { embedLinks, storyThumbnails } from './Embed.fixtures';

const meta = {
  title: 'Components/Embed/Features',
  component: Embed,
  args: { type: 'videoYoutube', url: embedLinks.videoYoutube, title: 'ธรรมะก่อนนอน', loading: 'eager' },
} satisfies Meta<typeof Embed>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 16,
  alignItems: 'start',
} as const;

/** Every network's facade: thumbnails only for YouTube and TikTok, a mark for Facebook and X. */
export const EveryNetwork: Story = {
  render: () => (
    <div style={grid}>
      {(Object.keys(embedLinks) as (keyof typeof embedLinks)[]).map((type) => (
        <Embed
          key={type}
          type={type}
          url={embedLinks[type]}
          title={`ธรรมะก่อนนอน (${type})`}
          thumbnail={type === 'videoYoutube' || type === 'videoTikTok' ? storyThumbnails[type] : null}
          loading="eager"
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Nothing from Facebook or X is requested before a tap: no frame, no picture.
    for (const type of ['videoFacebook', 'linkFacebook', 'linkTwitter']) {
      const root = canvasElement.querySelector(`[data-component="Embed"] [aria-label$="(${type})"]`);
      await expect(root?.querySelector('img, iframe')).toBeNull();
    }
  },
};

/** The player failed: the product's 'This tweet could not be loaded', and the original link. */
export const Failed: Story = {
  args: { type: 'linkTwitter', url: embedLinks.linkTwitter, title: 'ข้อคิดประจำวัน', failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This tweet could not be loaded',
    );
  },
};

/** A long Thai title is cut to two lines on the facade. */
export const LongThaiTitle: Story = {
  args: {
    thumbnail: storyThumbnails.videoYoutube,
    title: 'ถ่ายทอดสดพิธีเจริญพระพุทธมนต์และเจริญจิตภาวนา เนื่องในวันมาฆบูชา ณ ลานธรรม พร้อมคำแนะนำการปฏิบัติสำหรับผู้เริ่มต้น',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

/** A TikTok video at phone width (portrait frame). */
export const Phone: Story = {
  args: { type: 'videoTikTok', url: embedLinks.videoTikTok, thumbnail: storyThumbnails.videoTikTok },
  parameters: { screenshot: { viewport: 'phone' } },
};
