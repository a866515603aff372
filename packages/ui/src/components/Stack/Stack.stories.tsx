import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { gapSteps } from '../../internal/layout';
import { Stack } from './Stack';

const Box = ({ label }: { label: string }) => (
  <div
    style={{
      padding: 'var(--space-4)',
      background: 'var(--color-accent-soft)',
      color: 'var(--color-fg-on-accent-soft)',
      borderRadius: 'var(--radius-md)',
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { gap: '5' },
  argTypes: { gap: { control: 'select', options: gapSteps } },
  render: (args) => (
    <Stack {...args}>
      <Box label="โพสต์ที่ปักหมุด" />
      <Box label="โพสต์ยอดนิยมของวัน" />
      <Box label="โพสต์ล่าสุด" />
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-component="Stack"]') as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    await expect(within(stack).getAllByText(/โพสต์/)).toHaveLength(3);
  },
};

export const Playground: Story = { args: { gap: '8', align: 'center' } };

export const Tight: Story = { args: { gap: '2' } };
