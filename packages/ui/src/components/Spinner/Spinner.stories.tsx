import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cluster } from '../Cluster';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'กำลังโหลด…' })).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'lg', label: 'กำลังโหลดโพสต์' } };

export const Sizes: Story = {
  render: () => (
    <Cluster gap="5" align="center">
      {spinnerSizes.map((s) => (
        <Spinner key={s} size={s} label={`ขนาด ${s}`} />
      ))}
    </Cluster>
  ),
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
