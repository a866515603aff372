import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardForm, cardFormSizes } from './CardForm';
import { StatefulCardForm } from './CardForm.fixtures';

const meta = {
  title: 'Components/CardForm',
  component: CardForm,
  args: {
    name: '',
    draft: { canSave: false, amountError: null },
    onNameChange: fn(),
    onAmountChange: fn(),
    onUnitChange: fn(),
    onSave: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: cardFormSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  render: (args) => <StatefulCardForm {...args} />,
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const save = form.getByRole('button', { name: 'บันทึก' });
    // Product §5: Save is disabled while the name is empty.
    await expect(save).toBeDisabled();
    const name = form.getByRole('textbox', { name: /ชื่อ - นามสกุล/ });
    await userEvent.type(name, '   ');
    await expect(save).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('นางสาวปริยากรณ์ ศรีสุวรรณวงศ์');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // Enter in the field saves too (an on-screen keyboard's "done").
    await userEvent.type(name, '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {
  args: {
    name: 'สมชาย ใจดี',
    withAmount: true,
    amount: '1200',
    units: ['บาท', 'ตารางเมตร'],
    unit: 'บาท',
    size: 'md',
  },
};
