import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SparklesIcon } from '../../icons';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Creator', tone: 'accent' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Creator').closest('[data-component="Badge"]');
    await expect(badge).toHaveAttribute('data-tone', 'accent');
    await expect(badge).toHaveAttribute('data-variant', 'soft');
  },
};

export const Playground: Story = {
  args: { variant: 'solid', icon: <SparklesIcon />, children: 'Creator' },
};
