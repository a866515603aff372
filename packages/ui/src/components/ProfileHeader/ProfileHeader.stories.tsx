import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileHeader, profileMemberTypes } from './ProfileHeader';
import { creatorHeader } from './ProfileHeader.fixtures';

const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  args: { ...creatorHeader, onShare: fn(), onViewPicture: fn() },
  argTypes: { memberType: { control: 'inline-radio', options: profileMemberTypes } },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's profile: picture opens the viewer, Share, counters with separators, no Edit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: creatorHeader.name });
    await expect(header).toHaveAttribute('data-variant', 'visitor');
    await expect(canvas.getByText('Creator')).toBeInTheDocument();
    await expect(canvas.getByText('12,345')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `ดูรูปโปรไฟล์ของ ${creatorHeader.name}` }));
    await expect(args.onViewPicture).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    // Four of the five links have a url: the twitter one shows no icon.
    const links = within(canvas.getByRole('list', { name: 'ลิงก์โซเชียล' })).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(canvas.queryByRole('link', { name: /Twitter/ })).toBeNull();
  },
};

export const Playground: Story = {
  args: { owner: true, onEdit: fn(), onEditLinks: fn(), onChangePicture: fn() },
};
