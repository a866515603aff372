import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DirectoryFilter, directoryFilterValues } from './DirectoryFilter';

const meta = {
  title: 'Components/DirectoryFilter',
  component: DirectoryFilter,
  args: { onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: directoryFilterValues } },
} satisfies Meta<typeof DirectoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All members first; choosing Creator reports 'creator'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'ทั้งหมด' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Creator' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('creator');
    await expect(canvas.getByRole('radio', { name: 'Creator' })).toBeChecked();
  },
};

export const Playground: Story = { args: { value: 'sharer' } };
