import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PictureViewer } from './PictureViewer';
import { member } from './PictureViewer.fixtures';

const meta = {
  title: 'Components/PictureViewer/Features',
  component: PictureViewer,
  args: { name: member.name, src: member.picture, defaultOpen: true },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof PictureViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member without a picture: their initials, large. */
export const WithoutPicture: Story = {
  args: { src: null },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-state', 'initials');
    await expect(within(dialog).getByRole('img', { name: member.name })).toBeInTheDocument();
  },
};

export const LongThaiName: Story = {
  args: { name: 'พระมหาสมชาย ธมฺมวิชฺชาลังการ ผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวันไม่มีวันหยุด' },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};
