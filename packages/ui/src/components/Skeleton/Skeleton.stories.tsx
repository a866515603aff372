import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonRatios, skeletonShapes, skeletonSizes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: skeletonSizes },
    ratio: { control: 'inline-radio', options: skeletonRatios },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-component="Skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('[data-part="Line"]')).toHaveLength(3);
  },
};

export const Playground: Story = {
  args: { shape: 'rect', ratio: '4:3' },
};
