import { cardVariant } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplatePicker, templatePickerLayouts } from './TemplatePicker';
import { StatefulPicker, thumbnailsOf } from './TemplatePicker.fixtures';

const honour = cardVariant('card22').templates;

const meta = {
  title: 'Components/TemplatePicker',
  component: TemplatePicker,
  args: { options: [], value: 'card22-th', onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: templatePickerLayouts } },
  loaders: [async () => ({ options: await thumbnailsOf(honour) })],
  render: (args, { loaded }) => <StatefulPicker {...args} options={loaded.options} />,
} satisfies Meta<typeof TemplatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'เลือกแบบการ์ด' });
    const [thai, english, chinese] = within(group).getAllByRole('radio');
    await expect(thai).toBeChecked();
    await expect(thai).toHaveAttribute('tabindex', '0');
    await expect(english).toHaveAttribute('tabindex', '-1');
    // Tap or click picks.
    await userEvent.click(chinese as HTMLElement);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card22-zh');
    await expect(chinese).toBeChecked();
    // Arrow keys move the choice and the focus, wrapping at the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(thai).toBeChecked();
    await expect(thai).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(chinese).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(thai).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(english).toBeChecked();
  },
};

export const Playground: Story = {
  args: { value: 'card22-en', layout: 'wrap', label: 'แบบเกียรติบัตร' },
};
