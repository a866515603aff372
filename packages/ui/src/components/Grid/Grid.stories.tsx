import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gapSteps } from '../../internal/layout';
import { Grid, gridMinColumns } from './Grid';

const Cell = ({ n }: { n: number }) => (
  <div
    style={{
      aspectRatio: '1',
      display: 'grid',
      placeItems: 'center',
      background: 'var(--color-surface-sunken)',
      border: '1px solid var(--color-border)',
      borderRadius: 'var(--radius-md)',
    }}
  >
    ของที่ระลึก {n}
  </div>
);

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: { gap: '4', min: '8rem' },
  argTypes: {
    gap: { control: 'select', options: gapSteps },
    min: { control: 'select', options: gridMinColumns },
  },
  render: (args) => (
    <Grid {...args}>
      {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
        <Cell key={n} n={n} />
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-component="Grid"]') as HTMLElement;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns).toBeGreaterThanOrEqual(4);
  },
};

export const Playground: Story = { args: { min: '12rem', gap: '6' } };

export const PhoneTwoColumns: Story = {
  args: { columns: 2 },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-component="Grid"]') as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};
