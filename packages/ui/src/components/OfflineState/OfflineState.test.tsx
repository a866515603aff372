import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OfflineState } from './OfflineState';
import { offlineStateArgs } from './OfflineState.fixtures';

describe('OfflineState', () => {
  it('is the page’s h1 with the app’s words, a retry, and the kept pages as links with their time', async () => {
    const ref = createRef<HTMLElement>();
    const onRetry = vi.fn();
    render(<OfflineState ref={ref} {...offlineStateArgs} onRetry={onRetry} />);
    expect(ref.current).toHaveAttribute('data-component', 'OfflineState');
    expect(ref.current).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(offlineStateArgs.title);
    const region = screen.getByRole('region', { name: offlineStateArgs.savedHeading });
    const first = screen.getByRole('link', { name: 'นั่งสมาธิ 5 นาทีก่อนนอน' });
    expect(region).toContainElement(first);
    expect(first).toHaveAttribute('href', '/p/2');
    const time = region.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-09-28T07:05:00.000Z');
    expect(time).toHaveTextContent('บันทึกไว้เมื่อ 28 ก.ย. 2569 14:05 น.');
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says nothing is kept when the list is empty, and is busy while retrying', () => {
    render(<OfflineState {...offlineStateArgs} saved={[]} retrying onRetry={() => {}} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(offlineStateArgs.noneSaved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ลองอีกครั้ง/ })).toBeDisabled();
    expect(document.querySelector('[data-component="OfflineState"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<OfflineState {...offlineStateArgs} onRetry={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
