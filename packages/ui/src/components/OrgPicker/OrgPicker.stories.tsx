import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orgPickerLayouts } from './OrgPicker';
import { WithUnits } from './OrgPicker.fixtures';

const meta = {
  title: 'Components/OrgPicker',
  component: WithUnits,
  args: { onSubmit: fn(), onOrg1Change: fn(), onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: orgPickerLayouts } },
} satisfies Meta<typeof WithUnits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inner-zone form: the submit appears once both levels are chosen. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'บันทึกสังกัด' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'หน่วย' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'สาย' }), 'ภูมิภาค');
    await expect(args.onOrg1Change).toHaveBeenCalledWith('ภูมิภาค');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'หน่วย' }), 'ภาคใต้');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกสังกัด' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ org1: 'ภูมิภาค', org2: 'ภาคใต้' });
  },
};

export const Playground: Story = { args: { defaultValue: { org1: 'นครหลวง', org2: 'แก้วภูธร 2' } } };
