import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileHeader } from './ProfileHeader';
import { creatorHeader, longThaiHeader, sharerHeader } from './ProfileHeader.fixtures';

const meta = {
  title: 'Components/ProfileHeader/Features',
  component: ProfileHeader,
  args: { ...creatorHeader, onShare: fn() },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const ownerArgs = { owner: true, onChangePicture: fn(), onEdit: fn(), onEditLinks: fn() };

/** The owner's own page: camera overlay on the picture, Edit and edit-links buttons. */
export const Owner: Story = {
  args: ownerArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('เปลี่ยนรูปโปรไฟล์');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await expect(args.onChangePicture).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'แก้ไขลิงก์โซเชียล' }));
    await expect(args.onEditLinks).toHaveBeenCalledTimes(1);
  },
};

/** A sharer: the online-light-leader badge, initials without a picture, no links, zero counters. */
export const SharerWithoutLinks: Story = {
  args: { ...sharerHeader, badges: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ผู้นำแสงออนไลน์')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'ลิงก์โซเชียล' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'รางวัลเกียรติยศ' })).toBeNull();
    await expect(canvas.getAllByText('0')).toHaveLength(3);
  },
};

/** Without `onViewPicture` the picture is a static image, not a button. */
export const StaticPicture: Story = {
  args: { onViewPicture: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /ดูรูปโปรไฟล์/ })).toBeNull();
  },
};

export const LongThaiText: Story = { args: { ...longThaiHeader, onViewPicture: fn() } };

export const Phone: Story = {
  args: { ...longThaiHeader, onViewPicture: fn() },
  parameters: { screenshot: { viewport: 'phone' } },
};

export const PhoneOwner: Story = {
  args: { ...ownerArgs, ...sharerHeader },
  parameters: { screenshot: { viewport: 'phone' } },
};
