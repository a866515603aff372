import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus } from '../../test/dialog.play';
import { orderReviewData } from '../../test/shop.fixtures';
import { OrderReview } from './OrderReview';

const review = orderReviewData([
  { productId: 2, amount: 1 },
  { productId: 7, amount: 1 },
]);

const meta = {
  title: 'Components/OrderReview',
  component: OrderReview,
  args: {
    ...review,
    method: 'mail',
    address: 'สมหญิง ใจบุญ\n99/1 ถนนพหลโยธิน เขตบางเขน กรุงเทพฯ 10220\nโทร 081-234-5678',
    onConfirm: fn(),
    onEdit: fn(),
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof OrderReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two steps: 'ยืนยันการแลก', then 'แลกเลย' in the dialog. The app here sets `placing` at once,
 * as the site does while the order call runs: a second tap on 'แลกเลย' places nothing.
 */
export const Default: Story = {
  render: function Render(args) {
    const [placing, setPlacing] = useState(false);
    return (
      <OrderReview
        {...args}
        placing={placing}
        onConfirm={() => {
          args.onConfirm();
          setPlacing(true);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'ยืนยันการแลก' });
    await expect(within(canvasElement).getByText('ส่งทางไปรษณีย์')).toBeVisible();

    // Step one, then cancel with Escape: nothing placed, focus back on the button.
    await userEvent.click(trigger);
    let dialog = await body.findByRole('alertdialog', { name: 'ยืนยันการแลกของที่ระลึกใช่ไหม' });
    await expect(dialog).toHaveAccessibleDescription('ระบบจะหักคะแนน 230 คะแนน จากกระเป๋าของท่าน');
    await expectEscapeReturnsFocus(dialog, trigger);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Step two, tapped twice: one order.
    await userEvent.click(trigger);
    dialog = await body.findByRole('alertdialog');
    const yes = within(dialog).getByRole('button', { name: 'แลกเลย' });
    await userEvent.click(yes);
    await userEvent.click(yes, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(yes).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Playground: Story = { args: { method: 'temple', address: '' } };
