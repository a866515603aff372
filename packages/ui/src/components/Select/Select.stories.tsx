import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, selectSizes } from './Select';

const categories = [
  { value: '1', label: 'ทำบุญ' },
  { value: '2', label: 'ปฏิบัติธรรม' },
  { value: '3', label: 'ข่าวสารกิจกรรม' },
  { value: '4', label: 'อื่น ๆ' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'หมวดหมู่', placeholder: 'เลือกหมวดหมู่', options: categories, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 436, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'หมวดหมู่' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'ปฏิบัติธรรม');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { hint: 'โพสต์จะแสดงในหน้าหมวดหมู่ที่เลือก', size: 'lg', required: true, defaultValue: '1' },
};
