import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/organisations/import` (admin): a CSV of units, its preview, then the import. */
const meta = {
  title: 'Screens/Staff/Organisation import',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two new units pasted: the preview lists them, the import applies exactly that. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/organisations/import', 'desktop', freshMockApi().handlers),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const csv = within(screen).getByLabelText(/ข้อมูล CSV/);
    await userEvent.type(csv, 'org1,org2{enter}ภูมิภาค,ภาคใหม่ 1{enter}ภูมิภาค,ภาคใหม่ 2');
    await userEvent.click(within(screen).getByRole('button', { name: 'ดูตัวอย่างการเปลี่ยนแปลง' }));
    const preview = await within(screen).findByRole('region', { name: 'ตัวอย่างการเปลี่ยนแปลง' });
    await expect(preview).toHaveTextContent('เพิ่ม 2 หน่วยงาน');
    await expect(preview).toHaveTextContent('ภูมิภาค · ภาคใหม่ 2');
  },
};

/** A file with bad lines: each is listed by its line, nothing is sent. */
export const Phone: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/organisations/import', 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.type(within(screen).getByLabelText(/ข้อมูล CSV/), 'ดาวอังคาร,ฐาน 1{enter}ภูมิภาค');
    await userEvent.click(within(screen).getByRole('button', { name: 'ดูตัวอย่างการเปลี่ยนแปลง' }));
    const problems = await within(screen).findByRole('alert');
    await expect(problems).toHaveTextContent('บรรทัด 1:');
    await expect(problems).toHaveTextContent('บรรทัด 2:');
  },
};
