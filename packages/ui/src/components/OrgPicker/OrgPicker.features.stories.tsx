import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrgPicker } from './OrgPicker';
import { WithUnits } from './OrgPicker.fixtures';

const meta = {
  title: 'Components/OrgPicker/Features',
  component: WithUnits,
  args: { onSubmit: fn(), onValueChange: fn() },
} satisfies Meta<typeof WithUnits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both chosen: the submit shows. */
export const BothChosen: Story = {
  args: { defaultValue: { org1: 'ต่างประเทศ', org2: 'ยุโรป' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'บันทึกสังกัด' })).toBeEnabled();
  },
};

/** Choosing another level 1 clears level 2 and hides the submit. */
export const Level1ClearsLevel2: Story = {
  args: { defaultValue: { org1: 'ต่างประเทศ', org2: 'ยุโรป' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'สาย' }), 'ชพส.');
    await expect(canvas.getByRole('combobox', { name: 'หน่วย' })).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ org1: 'ชพส.', org2: '' });
    await expect(canvas.queryByRole('button', { name: 'บันทึกสังกัด' })).toBeNull();
  },
};

/** Level 2 is loading: disabled, saying so. */
export const LoadingUnits: Story = {
  render: (args) => (
    <OrgPicker {...args} defaultValue={{ org1: 'ภูมิภาค', org2: '' }} org2Options={[]} loadingOrg2 />
  ),
  play: async ({ canvasElement }) => {
    const unit = within(canvasElement).getByRole('combobox', { name: 'หน่วย' });
    await expect(unit).toBeDisabled();
    await expect(unit).toHaveTextContent('กำลังโหลดหน่วย…');
  },
};

/** Saving: the button spins, the selects are disabled. */
export const Submitting: Story = {
  args: { defaultValue: { org1: 'นครหลวง', org2: 'แก้วภูธร 1' }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'สาย' })).toBeDisabled();
  },
};

/** Only the two selects, for a surrounding form (the sharer application's affiliation). */
export const FieldsOnly: Story = {
  args: { layout: 'fields', defaultValue: { org1: 'ภูมิภาค', org2: 'ภาคอีสาน' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Long Thai unit names wrap inside the select. */
export const LongThaiText: Story = {
  args: {
    defaultValue: { org1: 'สำนัก/อื่นๆ', org2: 'สำนักสื่อสารองค์กรและประชาสัมพันธ์ส่วนกลางเพื่อเผยแผ่ธรรมะ' },
    units: { 'สำนัก/อื่นๆ': ['สำนักสื่อสารองค์กรและประชาสัมพันธ์ส่วนกลางเพื่อเผยแผ่ธรรมะ'] },
  },
};

export const Phone: Story = {
  args: { defaultValue: { org1: 'นครหลวง', org2: 'แก้วภูธร 2' } },
  parameters: { screenshot: { viewport: 'phone' } },
};
