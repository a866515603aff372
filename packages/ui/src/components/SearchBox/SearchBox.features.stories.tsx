import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox/Features',
  component: SearchBox,
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seeded from /search/{slug}. */
export const SeededFromRoute: Story = {
  args: { defaultValue: 'มาลัย' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('มาลัย');
  },
};

/** Under the minimum: the hint shows. */
export const TooShort: Story = {
  args: { defaultValue: 'สม' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('พิมพ์อย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
  },
};

export const LongThaiText: Story = {
  args: { defaultValue: 'พระมหาสมชาย ธมฺมวิชฺชาลังการ ผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวันไม่มีวันหยุด' },
};

export const Phone: Story = {
  args: { defaultValue: 'สม' },
  parameters: { screenshot: { viewport: 'phone' } },
};
