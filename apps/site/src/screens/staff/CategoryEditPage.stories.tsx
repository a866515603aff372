import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/categories/new` and `/staff/categories/{id}` (admin): a category's form. */
const meta = {
  title: 'Screens/Staff/Category form',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/categories/2'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByLabelText(/ชื่อหมวดหมู่/)).toHaveValue('จิตอาสา');
  },
};

/** A new category saved without a name: domain's message, the next order already filled. */
export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/categories/new', 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByLabelText(/ลำดับ/)).toHaveValue(7);
    await userEvent.click(within(screen).getByRole('button', { name: 'บันทึก' }));
    await expect(await within(screen).findByRole('alert')).toHaveTextContent('กรุณาใส่ชื่อหมวดหมู่');
  },
};
