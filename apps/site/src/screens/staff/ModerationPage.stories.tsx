import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { asAdmin, asStaff, staffOnlyHandlers, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/** `/staff/moderation` (staff): posts, comments and replies; hide with a reason, show again. */
const meta = {
  title: 'Screens/Staff/Moderation',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/moderation'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('link', { name: 'โพสต์' })).toHaveAttribute('aria-current', 'page');
    await expect(within(screen).getAllByRole('rowheader').length).toBeGreaterThan(0);
  },
};

/** Comments, on a phone. */
export const Phone: Story = {
  decorators: asStaff,
  parameters: staffParameters('/staff/moderation?kind=comment', 'phone', staffOnlyHandlers()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('link', { name: 'ความคิดเห็น' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Hiding a post asks for the reason; the row then shows it. */
export const HideWithReason: Story = {
  decorators: asAdmin,
  parameters: { ...staffParameters('/staff/moderation', 'desktop', freshMockApi().handlers) },
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const first = within(screen).getAllByRole('rowheader')[0]!.closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: /^ตัวเลือกของ/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'ซ่อน' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ซ่อน' }));
    // The dialog may still be on the first frame of its entrance (opacity 0) on a busy machine.
    await waitFor(() => expect(within(dialog).getByText('กรุณาระบุเหตุผล')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/เหตุผล/), 'ลิงก์ขายสินค้า');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ซ่อน' }));
    await expect(
      await within(screen).findByText('ซ่อนแล้ว', { selector: '[data-part="Flash"] *' }),
    ).toBeVisible();
    await expect(await within(screen).findByText('ซ่อนแล้ว: ลิงก์ขายสินค้า')).toBeVisible();
  },
};
