import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingElements, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { children: 'แชร์ไปได้บุญ' },
  argTypes: {
    as: { control: 'select', options: headingElements },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
    truncate: { control: 'select', options: [undefined, true, 2, 3] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'แชร์ไปได้บุญ' });
    await expect(heading).toHaveAttribute('data-size', 'xl');
  },
};

export const Playground: Story = {
  args: { as: 'h1', size: '2xl', children: 'พบกับผู้ถือประทีปออนไลน์' },
};
