import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: {
    children: 'ร่วมแบ่งปันธรรมะและเรื่องราวดี ๆ ให้เพื่อนผู้ถือประทีปได้อนุโมทนาบุญด้วยกัน',
  },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    truncate: { control: 'select', options: [undefined, true, 2, 3] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/ร่วมแบ่งปันธรรมะ/);
    await expect(text.tagName).toBe('P');
    await expect(text).toHaveAttribute('data-size', 'md');
  },
};

export const Playground: Story = {
  args: { size: 'lg', tone: 'muted', weight: 'medium', as: 'span' },
};
