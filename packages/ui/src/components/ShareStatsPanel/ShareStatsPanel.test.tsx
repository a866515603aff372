import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { ShareStatsPanel } from './ShareStatsPanel';
import { othersRows, sharedRows, shareStatsToday } from './ShareStatsPanel.fixtures';

describe('ShareStatsPanel', () => {
  it('shows all days by default: pickers from 2022-03-04 to today, no show-all link', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ShareStatsPanel ref={ref} today={shareStatsToday} range={null} shared={sharedRows} />);
    expect(ref.current).toHaveAttribute('data-component', 'ShareStatsPanel');
    expect(ref.current).toHaveAttribute('data-range', 'all');
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue('2022-03-04');
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue(shareStatsToday);
    expect(screen.getByLabelText('ถึงวันที่')).toHaveAttribute('max', shareStatsToday);
    expect(screen.queryByRole('button', { name: 'แสดงทุกวัน' })).toBeNull();
  });

  it('lists each shared post with its link, clicks and the icon of its tier', () => {
    render(<ShareStatsPanel today={shareStatsToday} range={null} shared={sharedRows} />);
    const list = screen.getByRole('list', { name: 'โพสต์ที่แชร์' });
    const rows = list.querySelectorAll('[data-part="Row"]');
    expect(rows).toHaveLength(5);
    expect([...rows].map((row) => row.getAttribute('data-tier'))).toEqual(['4', '3', '2', '1', '0']);
    expect(screen.getByRole('link', { name: 'ธรรมะก่อนนอน: ความสุขที่แท้จริง' })).toHaveAttribute('href', '/p/97');
    expect(screen.getByText('1,204 คลิก')).toBeInTheDocument();
    for (const name of ['มีผู้คลิก', 'คลิกเกิน 100', 'คลิกเกิน 500', 'คลิกเกิน 1,000'])
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    // The row with no clicks has no icon.
    expect(rows[4]?.querySelector('svg')).toBeNull();
  });

  it('asks for a clamped range from the pickers and for all days from the link', async () => {
    const onRangeChange = vi.fn();
    render(
      <ShareStatsPanel
        today={shareStatsToday}
        range={{ from: '2026-11-01', to: '2026-11-20' }}
        shared={sharedRows}
        onRangeChange={onRangeChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('ตั้งแต่วันที่'), { target: { value: '2020-01-01' } });
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2022-03-04', to: '2026-11-20' });
    await userEvent.click(screen.getByRole('button', { name: 'แสดงทุกวัน' }));
    expect(onRangeChange).toHaveBeenLastCalledWith(null);
  });

  it("shows a creator's second list only when given, and the empty text", () => {
    const { rerender } = render(<ShareStatsPanel today={shareStatsToday} range={null} shared={[]} />);
    expect(screen.queryByRole('heading', { name: 'โพสต์ที่มีผู้อื่นแชร์' })).toBeNull();
    expect(screen.getByText('ยังไม่มีการแชร์ในช่วงวันที่นี้')).toBeInTheDocument();
    rerender(<ShareStatsPanel today={shareStatsToday} range={null} shared={[]} others={othersRows} />);
    expect(screen.getByRole('list', { name: 'โพสต์ที่มีผู้อื่นแชร์' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ShareStatsPanel
        today={shareStatsToday}
        range={{ from: '2026-11-01', to: '2026-11-20' }}
        shared={sharedRows}
        others={othersRows}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
