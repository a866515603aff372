import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gapSteps } from '../../internal/layout';
import { Button } from '../Button';
import { Cluster } from './Cluster';

const meta = {
  title: 'Components/Cluster',
  component: Cluster,
  args: { gap: '3' },
  argTypes: { gap: { control: 'select', options: gapSteps } },
  render: (args) => (
    <Cluster {...args}>
      <Button variant="secondary">ทั้งหมด</Button>
      <Button variant="secondary">Creator</Button>
      <Button variant="secondary">Sharer</Button>
      <Button variant="secondary">ผู้ถ่ายทอดสดธรรมะออนไลน์</Button>
    </Cluster>
  ),
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cluster = canvasElement.querySelector('[data-component="Cluster"]') as HTMLElement;
    await expect(getComputedStyle(cluster).flexWrap).toBe('wrap');
    await expect(getComputedStyle(cluster).columnGap).toBe('8px');
  },
};

export const Playground: Story = { args: { justify: 'between' } };

export const WrapsOnPhone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const buttons = canvasElement.querySelectorAll('button');
    const first = buttons[0]?.getBoundingClientRect().top ?? 0;
    const last = buttons[buttons.length - 1]?.getBoundingClientRect().top ?? 0;
    await expect(last).toBeGreaterThan(first);
  },
};

export const NoWrap: Story = {
  args: { wrap: false },
  decorators: [(Story) => <div style={{ overflow: 'auto' }}>{Story()}</div>],
};
