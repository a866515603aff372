import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { orderReviewData } from '../../test/shop.fixtures';
import { OrderReview } from './OrderReview';

const review = orderReviewData(
  [
    { productId: 2, amount: 2 },
    { productId: 7, amount: 1 },
  ],
  1_000,
);

describe('OrderReview', () => {
  it('shows the souvenirs, the points and the delivery choice, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<OrderReview ref={ref} {...review} method="mail" address="บ้านเลขที่ 1" onConfirm={() => {}} />);
    expect(ref.current).toHaveAttribute('data-component', 'OrderReview');
    const items = screen.getByRole('region', { name: 'รายการของที่ระลึก' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByText('2 × 150 คะแนน')).toBeInTheDocument();
    expect(within(items).getByText('380 คะแนน')).toBeInTheDocument();
    expect(within(items).getByText('620 คะแนน')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'การรับของที่ระลึก' });
    expect(within(delivery).getByText('ส่งทางไปรษณีย์')).toBeInTheDocument();
    expect(within(delivery).getByText('บ้านเลขที่ 1')).toBeInTheDocument();
  });

  it('places nothing on step one, and once on step two', async () => {
    const onConfirm = vi.fn();
    render(<OrderReview {...review} method="temple" address="" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการแลก' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'ยืนยันการแลกของที่ระลึกใช่ไหม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'แลกเลย' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open and busy while placing, and says a failure', () => {
    const { rerender } = render(
      <OrderReview {...review} method="temple" address="" placing onConfirm={() => {}} onEdit={() => {}} />,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'แลกเลย' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'แก้ไข', hidden: true })).toBeDisabled();

    rerender(<OrderReview {...review} method="temple" address="" failed onConfirm={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดบางอย่าง');
  });

  it('shows a dash for a temple pick-up without a note', () => {
    render(<OrderReview {...review} method="temple" address="  " onConfirm={() => {}} />);
    expect(screen.getByText('รับที่วัด')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <OrderReview
        {...review}
        method="coor"
        address="ลุงสม โทร 0812345678"
        failed
        onConfirm={() => {}}
        onEdit={() => {}}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
