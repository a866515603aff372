import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer/Features',
  component: Footer,
  args: { year: 2569 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: links wrap centred above the copyright line. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};

/** Desktop: links at the start, copyright at the end, one row. */
export const Desktop: Story = {};
