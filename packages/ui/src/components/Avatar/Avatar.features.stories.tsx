import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { SparklesIcon } from '../../icons';
import { vars } from '../../tokens';
import { Cluster } from '../Cluster';
import { Stack } from '../Stack';
import { Avatar, avatarSizes } from './Avatar';
import portrait from './demo-portrait.svg';
import portrait2 from './demo-portrait-2.svg';

const meta = {
  title: 'Components/Avatar/Features',
  component: Avatar,
  args: { name: 'สมชาย ใจดี', src: portrait },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A data URL that is not an image: the browser fails to decode it, deterministically. */
const broken = 'data:image/png;base64,AAAA';

const CreatorMarker = styled(SparklesIcon)`
  padding: 12%;
  border-radius: 50%;
  background: ${vars.color.gold};
  color: ${vars.color['fg-on-accent']};
`;

export const Sizes: Story = {
  render: (args) => (
    <Cluster gap="4" align="end">
      {avatarSizes.map((s) => (
        <Avatar key={s} {...args} size={s} name={`สมชาย ใจดี (${s})`} />
      ))}
    </Cluster>
  ),
};

/** No picture → initials (Thai and Latin); a failing picture → initials; no letters → glyph. */
export const Fallbacks: Story = {
  render: () => (
    <Cluster gap="4">
      <Avatar size="lg" name="เอกชัย ศรีสุข" />
      <Avatar size="lg" name="Ada Lovelace" />
      <Avatar size="lg" name="ไพโรจน์ แก้วมณี" src={broken} />
      <Avatar size="lg" name="🙏🙏" />
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'เอกชัย ศรีสุข' })).toHaveTextContent('อศ');
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    const failed = canvas.getByRole('img', { name: 'ไพโรจน์ แก้วมณี' });
    await waitFor(() => expect(failed).toHaveAttribute('data-state', 'initials'));
    await expect(failed).toHaveTextContent('พก');
    await expect(failed.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('img', { name: '🙏🙏' })).toHaveAttribute('data-state', 'glyph');
  },
};

/** The creator marker in the badge slot; its meaning joins the accessible name. */
export const WithBadge: Story = {
  render: (args) => (
    <Cluster gap="5" align="end">
      {(['sm', 'md', 'lg', 'xl'] as const).map((s) => (
        <Avatar key={s} {...args} size={s} badge={<CreatorMarker />} badgeLabel="ผู้สร้างสรรค์" />
      ))}
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img', { name: 'สมชาย ใจดี (ผู้สร้างสรรค์)' });
    await expect(avatars).toHaveLength(4);
  },
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  min-width: 0;
  color: ${vars.color.fg};
  font-weight: ${vars.fontWeight.bold};
`;

/** With the name beside it the avatar is decorative: read once, as text. */
export const Decorative: Story = {
  render: (args) => (
    <Stack gap="4">
      <Row>
        <Avatar {...args} decorative size="md" />
        <span>สมชาย ใจดี</span>
      </Row>
      <Row>
        <Avatar name="นันทนา วงศ์ทอง" src={portrait2} decorative size="md" />
        <span>นันทนา วงศ์ทอง</span>
      </Row>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

/** A very long Thai name: the initials stay two letters, the row wraps its text, not the circle. */
export const LongThaiName: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
  render: () => (
    <Row>
      <Avatar name="พระมหาสมปองพุทธรักษ์ ตาลปุตฺโตวัฒนาศรีสุขสวัสดิ์" decorative size="lg" />
      <span>พระมหาสมปองพุทธรักษ์ ตาลปุตฺโตวัฒนาศรีสุขสวัสดิ์</span>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-component="Avatar"]');
    await expect(avatar?.getBoundingClientRect().width).toBe(64);
    await expect(avatar).toHaveTextContent('พต');
  },
};

/** The avatar-crop dialog's 120 px circular preview. */
export const CropPreview: Story = {
  args: { size: '2xl', src: portrait2, name: 'นันทนา วงศ์ทอง' },
};
