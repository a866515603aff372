import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';
import portrait from './demo-portrait.svg';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'สมชาย ใจดี', src: portrait, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'สมชาย ใจดี' });
    await expect(avatar).toHaveAttribute('data-state', 'image');
  },
};

export const Playground: Story = {
  args: { name: 'Ada Lovelace', src: undefined, size: 'xl' },
};
