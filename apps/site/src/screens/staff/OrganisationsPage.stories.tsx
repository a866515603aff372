import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/organisations` (admin): the organisation units, by group; add one, delete, restore. */
const meta = {
  title: 'Screens/Staff/Organisations',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/organisations'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getAllByRole('rowheader').length).toBeGreaterThan(0);
  },
};

/** One group's units on a phone. */
export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters(`/staff/organisations?org1=${encodeURIComponent('ภูมิภาค')}`, 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    for (const row of within(screen).getAllByRole('row').slice(1))
      await expect(row).toHaveTextContent('ภูมิภาค');
  },
};

/** Adding a unit without its name: domain's message; with it, the unit is added. */
export const AddOne: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/organisations', 'desktop', freshMockApi().handlers),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const add = within(within(screen).getByRole('region', { name: 'เพิ่มหน่วยงานทีละหน่วย' }));
    await userEvent.selectOptions(add.getByLabelText('หน่วยงานระดับ 1'), 'ภูมิภาค');
    await userEvent.click(add.getByRole('button', { name: 'เพิ่มหน่วยงาน' }));
    await expect(await add.findByText('กรุณาใส่ชื่อหน่วยงานระดับ 2')).toBeVisible();
    await userEvent.type(add.getByLabelText('หน่วยงานระดับ 2'), 'ภาคทดสอบ');
    await userEvent.click(add.getByRole('button', { name: 'เพิ่มหน่วยงาน' }));
    await expect(await within(screen).findByText('เพิ่ม "ภูมิภาค · ภาคทดสอบ" แล้ว')).toBeVisible();
  },
};
