import { wireStockEntry } from '@lightbearers/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { freshMockApi } from '../../stories/org';
import { asAdmin, staffParameters, staffReady } from '../../stories/staff';
import StaffScreen from './StaffScreen';

/**
 * `/staff/souvenirs/new` and `/staff/souvenirs/{id}` (admin): a souvenir's form — pictures through
 * the service, price, limits, unlock date — and its stock with the ledger's reason.
 */
const meta = {
  title: 'Screens/Staff/Souvenir form',
  component: StaffScreen,
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ledger of stock changes, fixed (the mock's own would carry the story's clock). */
const withLedger = () => [
  http.get('*/api/staff/products/:id/stock', () =>
    HttpResponse.json({
      data: [
        wireStockEntry(3, { delta: -1, stock: 29, reason: 'คำสั่งแลก', actorId: null, orderId: 12 }),
        wireStockEntry(2, { delta: 10, stock: 30, reason: 'รับของล็อตใหม่' }),
        wireStockEntry(1, { delta: 20, stock: 20, reason: 'ของเริ่มต้น' }),
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 3 } },
    }),
  ),
  ...freshMockApi().handlers,
];

/** A souvenir with its picture, its exchange rules, the stock form and the ledger. */
export const Desktop: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/souvenirs/2', 'desktop', withLedger()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await expect(within(screen).getByRole('table', { name: 'ประวัติจำนวนคงเหลือ' })).toHaveTextContent(
      'รับของล็อตใหม่',
    );
  },
};

/** Adding stock needs a reason; with one, the stock grows and the screen says so. */
export const AdjustStock: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/souvenirs/2', 'phone', withLedger()),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    const form = within(screen).getByRole('form', { name: 'ปรับจำนวนคงเหลือ' });
    await userEvent.type(within(form).getByLabelText(/จำนวนที่เพิ่มหรือลด/), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'ปรับจำนวน' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('กรุณาระบุเหตุผล');
    await userEvent.type(within(form).getByLabelText(/เหตุผล/), 'รับของล็อตใหม่');
    await userEvent.click(within(form).getByRole('button', { name: 'ปรับจำนวน' }));
    await expect(await within(screen).findByText(/ปรับจำนวนแล้ว คงเหลือ/)).toBeVisible();
  },
};

/** A new souvenir saved empty: domain's messages for the name. */
export const NewWithErrors: Story = {
  decorators: asAdmin,
  parameters: staffParameters('/staff/souvenirs/new', 'phone'),
  play: async ({ canvasElement }) => {
    const screen = await staffReady(canvasElement);
    await userEvent.click(within(screen).getByRole('button', { name: 'บันทึก' }));
    await expect(await within(screen).findByRole('alert')).toHaveTextContent('กรุณาใส่ชื่อของที่ระลึก');
  },
};
