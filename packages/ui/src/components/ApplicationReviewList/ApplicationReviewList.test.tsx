import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ApplicationReviewList } from './ApplicationReviewList';
import { reviewItems } from './ApplicationReviewList.fixtures';

describe('ApplicationReviewList', () => {
  it('shows each application and reports approve / reject with its id', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const ref = createRef<HTMLElement>();
    render(<ApplicationReviewList ref={ref} items={reviewItems} onApprove={onApprove} onReject={onReject} />);
    expect(ref.current).toHaveAttribute('data-component', 'ApplicationReviewList');
    const second = screen.getByRole('article', { name: 'วิไลวรรณ แสงทอง' });
    expect(within(second).getByRole('link', { name: 'วิไล ธรรมะสวัสดิ์' })).toHaveAttribute('href', '/u40');
    expect(second).toHaveTextContent('5 มี.ค. 2569');
    await user.click(within(second).getByRole('button', { name: 'อนุมัติ' }));
    expect(onApprove).toHaveBeenCalledWith(9);
    await user.click(within(second).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(onReject).toHaveBeenCalledWith(9);
  });

  it('while a decision is sent every button is disabled; an empty list says so', () => {
    const { rerender } = render(<ApplicationReviewList items={reviewItems} busyId={7} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    rerender(<ApplicationReviewList items={[]} />);
    expect(screen.getByText('ไม่มีใบสมัครที่รอการตรวจสอบ')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ApplicationReviewList items={reviewItems} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
