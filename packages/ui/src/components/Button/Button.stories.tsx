import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'บันทึก', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'บันทึก' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', children: 'สำรวจโพสต์ทั้งหมด' },
};
