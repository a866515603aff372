import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, numberFieldSizes } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'จำนวนคงเหลือ', unit: 'ชิ้น', min: 0, defaultValue: 25, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: numberFieldSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only digits go in; the number, not the text, comes out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'จำนวนคงเหลือ' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('min', '0');
    await expect(input).toHaveValue(25);
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '-4e0.5');
    // Minus (min is 0), 'e' and the decimal point are refused: only the digits arrived.
    await expect(input).toHaveValue(405);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(405);
  },
};

export const Playground: Story = {
  args: { label: 'ราคา (คะแนน)', unit: 'คะแนน', defaultValue: 150, size: 'lg', hint: 'แต้มที่สมาชิกใช้แลก 1 ชิ้น' },
};
