import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DirectoryFilter } from './DirectoryFilter';

const meta = {
  title: 'Components/DirectoryFilter/Features',
  component: DirectoryFilter,
} satisfies Meta<typeof DirectoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled on Sharer (the page keeps the filter). */
export const SharerChosen: Story = {
  args: { value: 'sharer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Sharer' })).toBeChecked();
  },
};

/** While the first page loads. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { label: 'แสดงสมาชิกผู้ส่งต่อแสงสว่างออนไลน์ตามประเภท' },
  parameters: { screenshot: { viewport: 'phone' } },
};
