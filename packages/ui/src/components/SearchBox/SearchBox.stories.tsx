import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onValueChange: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live search: two Thai characters do nothing but a hint, the third searches. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'ค้นหาสมาชิก' });
    await userEvent.type(box, 'สม');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(box).toHaveAccessibleDescription('พิมพ์อย่างน้อย 3 ตัวอักษร');
    await userEvent.type(box, 'ช');
    await expect(args.onSearch).toHaveBeenLastCalledWith('สมช');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('สมช');
  },
};

export const Playground: Story = { args: { defaultValue: 'บุญ' } };
