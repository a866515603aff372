import { statsPostDescription, topClickTier } from '@lightbearers/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sharerRows, topPostRows } from '../../test/stats.fixtures';
import { RankingList } from './RankingList';

describe('RankingList', () => {
  it('shows 20 rows with ranks and medals on the first three, then expands; forwards its ref', async () => {
    const ref = createRef<HTMLDivElement>();
    const onExpandedChange = vi.fn();
    render(
      <RankingList
        ref={ref}
        rows={sharerRows(23)}
        onExpandedChange={onExpandedChange}
        aria-label="ผู้แชร์สูงสุด"
      />,
    );
    expect(screen.getByRole('list', { name: 'ผู้แชร์สูงสุด' })).toHaveAttribute('data-part', 'List');
    expect(ref.current).toHaveAttribute('data-component', 'RankingList');
    expect(ref.current).toHaveAttribute('data-state', 'closed');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.getAttribute('data-medal')).slice(0, 4)).toEqual([
      'gold',
      'silver',
      'bronze',
      'none',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'เหรียญเงิน' })).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent('อันดับ 5');
    expect(within(rows[4] as HTMLElement).queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '...more...' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(ref.current).toHaveAttribute('data-state', 'open');
  });

  it('links member rows to /u{uid} and post rows to /p/{id} with the cut text and the short link', () => {
    render(<RankingList rows={[...sharerRows(1), ...topPostRows(1)]} />);
    const [member, post] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(within(member as HTMLElement).getByRole('link')).toHaveAttribute('href', '/u2');
    const links = within(post as HTMLElement).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/p/1');
    const label = links[0]?.textContent ?? '';
    expect(label.endsWith('...') || label.length <= 100).toBe(true);
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAccessibleName(/ลิงก์ย่อของอันดับ 2/);
  });

  it("marks each post row with the click icon of its tier (domain's topClickTier), named", () => {
    const row = (clicks: number) => ({
      key: clicks,
      href: `/p/${clicks}`,
      label: `โพสต์ ${clicks}`,
      total: `${clicks} คลิก`,
      tier: topClickTier(clicks),
    });
    render(<RankingList rows={[row(1000), row(999), row(100), row(99)]} />);
    const tiers = screen.getAllByRole('listitem').map((item) => item.querySelector('[data-part="Tier"]'));
    expect(tiers.map((t) => t?.getAttribute('data-tier'))).toEqual(['4', '3', '2', '1']);
    expect(within(tiers[0] as HTMLElement).getByRole('img')).toHaveAccessibleName('คลิก 1,000 ขึ้นไป');
    expect(within(tiers[3] as HTMLElement).getByRole('img')).toHaveAccessibleName('คลิกไม่ถึง 100');
    // A member row has none.
    render(<RankingList rows={sharerRows(1)} />);
    expect(document.querySelectorAll('[data-part="Tier"]')).toHaveLength(4);
  });

  it('shows the post row text cut by the domain rule: 100 characters plus ...', () => {
    const long = 'ก'.repeat(150);
    render(
      <RankingList rows={[{ key: 1, href: '/p/1', label: statsPostDescription(long), total: '5 คลิก' }]} />,
    );
    expect(screen.getByRole('link')).toHaveTextContent(`${'ก'.repeat(100)}...`);
  });

  it("shows the 🙏 mark as the สาธุ icon, still named '🙏', in a label's own place", () => {
    render(
      <RankingList rows={[{ key: 1, href: '/p/1', label: 'ร่วมกันทำดี สาธุ 🙏 ทุกวัน 🙏🏽', total: '9 คลิก' }]} />,
    );
    const link = screen.getByRole('link', { name: /ร่วมกันทำดี/ });
    const marks = within(link).getAllByRole('img', { name: '🙏' });
    expect(marks).toHaveLength(2);
    expect(link.textContent).toBe('ร่วมกันทำดี สาธุ  ทุกวัน ');
    expect(link.querySelectorAll('[data-part="Mark"] [data-icon="like"]')).toHaveLength(2);
  });

  it('can be controlled, and is empty without rows', () => {
    const { rerender } = render(<RankingList rows={sharerRows(25)} expanded />);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<RankingList rows={[]} />);
    expect(screen.getByText('ยังไม่มีข้อมูลในช่วงวันที่นี้')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<RankingList rows={[...topPostRows(3), ...sharerRows(20)]} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
