import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OrderTimeline } from './OrderTimeline';
import { cancelledEntries, sentEntries, tracking } from './OrderTimeline.fixtures';

const states = () => screen.getAllByRole('listitem').map((li) => `${li.dataset.status}:${li.dataset.state}`);

describe('OrderTimeline', () => {
  it('lists the history, then the states still to come', () => {
    const ref = createRef<HTMLOListElement>();
    render(<OrderTimeline ref={ref} entries={sentEntries} />);
    expect(ref.current).toBe(screen.getByRole('list', { name: 'สถานะคำสั่งแลก' }));
    expect(states()).toEqual(['placed:done', 'packed:done', 'sent:current', 'received:pending']);
  });

  it('lists nothing to come after a cancellation, and shows its reason and who did it', () => {
    render(<OrderTimeline entries={cancelledEntries} />);
    expect(states()).toEqual(['placed:done', 'packed:done', 'cancelled:current']);
    const last = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect(last).toHaveTextContent('โดย วิไลวรรณ ศรีสุข');
    expect(last).toHaveTextContent('คืนคะแนนเข้ากระเป๋าแล้ว');
  });

  it('can leave out the states to come', () => {
    render(<OrderTimeline entries={sentEntries.slice(0, 1)} showPending={false} />);
    expect(states()).toEqual(['placed:current']);
  });

  it('shows the tracking text under sent only', () => {
    const { rerender } = render(<OrderTimeline entries={sentEntries.slice(0, 2)} tracking={tracking} />);
    expect(screen.queryByText(tracking)).not.toBeInTheDocument();
    rerender(<OrderTimeline entries={sentEntries} tracking={tracking} />);
    const sent = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect(within(sent).getByText(tracking)).toBeInTheDocument();
    expect(within(sent).getByText('ข้อมูลการจัดส่ง')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<OrderTimeline entries={sentEntries} tracking={tracking} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
