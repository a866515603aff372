import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../stories/site';
import { asAdmin, asStaff, staffOnlyHandlers, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/notices/new` and `/staff/notices/{id}` (staff): a notice's form with its live preview. */
const meta = {
  title: 'Screens/Staff/Notice form',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const notice = mockApi.db.notices[0]!;

/** A published notice: its fields, the preview members read, 'keep its time' chosen. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters(`/staff/notices/${notice.id}`),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByLabelText(/หัวข้อ/)).toHaveValue(notice.attributes.topic);
    await expect(within(screen).getByRole('radio', { name: /คงเวลาเดิม/ })).toBeChecked();
  },
};

/** Phones: the editor's tabs 'เขียน' / 'ตัวอย่าง'. */
export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters(`/staff/notices/${notice.id}`, 'phone', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('tab', { name: 'ตัวอย่าง' }));
    await expect(within(screen).getByRole('tab', { name: 'ตัวอย่าง' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A new notice saved empty: the summary names the topic and the body with domain's messages. */
export const NewWithErrors: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/notices/new'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'บันทึก' }));
    const summary = await within(screen).findByRole('alert');
    await expect(summary).toHaveTextContent('กรุณาใส่หัวข้อ');
    await expect(summary).toHaveTextContent('กรุณาใส่เนื้อหา');
  },
};

/** A new notice to publish at a time: the date-time field appears. */
export const NewScheduled: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/notices/new', 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.type(within(screen).getByLabelText(/หัวข้อ/), 'ร่วมทำบุญวันพระ');
    await userEvent.click(within(screen).getByRole('radio', { name: 'ตั้งเวลาเผยแพร่' }));
    await expect(within(screen).getByLabelText(/เผยแพร่เมื่อ/)).toBeVisible();
  },
};
