import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldSizes, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'ชื่อ-นามสกุล', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
    leading: { control: 'text' },
    trailing: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ชื่อ-นามสกุล' });
    await userEvent.type(input, 'สมศรี ใจบุญ');
    await expect(input).toHaveValue('สมศรี ใจบุญ');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: {
    label: 'ชื่อผู้ใช้',
    hint: 'ใช้ตัวอักษรภาษาอังกฤษ ตัวเลข หรือ _ เท่านั้น',
    leading: '@',
    placeholder: 'lightbearer',
    size: 'lg',
    required: true,
  },
};
