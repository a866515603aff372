import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardForm } from './CardForm';
import { StatefulCardForm } from './CardForm.fixtures';

const meta = {
  title: 'Components/CardForm/Features',
  component: CardForm,
  args: {
    name: '',
    draft: { canSave: false, amountError: null },
    onNameChange: fn(),
    onAmountChange: fn(),
    onUnitChange: fn(),
    onSave: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  render: (args) => <StatefulCardForm {...args} />,
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The thanks card: amount (minimum 1) and a choice of บาท or ตารางเมตร. */
export const AmountAndUnit: Story = {
  args: { name: 'สมศรี มีบุญ', withAmount: true, units: ['บาท', 'ตารางเมตร'], unit: 'บาท' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const save = form.getByRole('button', { name: 'บันทึก' });
    await expect(save).toBeDisabled();
    const amount = form.getByRole('spinbutton', { name: /จำนวน/ });
    await expect(amount).toHaveAttribute('min', '1');
    await userEvent.type(amount, '0');
    await expect(save).toBeDisabled();
    await expect(amount).toHaveAccessibleDescription(/ตัวเลขตั้งแต่ 1 ขึ้นไป/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await expect(save).toBeEnabled();
    await userEvent.click(form.getByRole('radio', { name: 'ตารางเมตร' }));
    await expect(args.onUnitChange).toHaveBeenLastCalledWith('ตารางเมตร');
    await expect(form.getByRole('radio', { name: 'ตารางเมตร' })).toBeChecked();
  },
};

/** The fixed baht card: one unit, shown after the amount, no choice. */
export const FixedUnit: Story = {
  args: { name: 'วิไลวรรณ ศักดิ์สิทธิ์', withAmount: true, amount: '5000', units: ['บาท'], unit: 'บาท' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.queryByRole('radio')).toBeNull();
    await expect(form.getByText('บาท')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'บันทึก' })).toBeEnabled();
  },
};

export const AmountBelowMinimum: Story = {
  args: { name: 'ประเสริฐ ใจบุญ', withAmount: true, amount: '0', units: ['ตารางเมตร'], unit: 'ตารางเมตร' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('spinbutton', { name: /จำนวน/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'บันทึก' })).toBeDisabled();
  },
};

export const LongThaiNameOnPhone: Story = {
  args: { name: 'พระมหาสมศักดิ์ธรรมวิริยะ ปัญญาวุฑฺโฒภิกขุสงฆ์ไพศาล' },
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'บันทึก' })).toBeEnabled();
  },
};

/** `md` for a phone screen that is not a kiosk. */
export const MediumSize: Story = {
  args: { size: 'md', name: 'Margaret Ashworth-Whitfield' },
};
