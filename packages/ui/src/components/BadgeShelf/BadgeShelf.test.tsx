import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { shelfBadges } from '../../test/stats.fixtures';
import { BadgeShelf } from './BadgeShelf';

describe('BadgeShelf', () => {
  it('shows each badge with its holder count and links to the shop; forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    const badges = shelfBadges(3);
    render(<BadgeShelf ref={ref} badges={badges} shopHref="/coin" />);
    expect(ref.current).toHaveAttribute('data-component', 'BadgeShelf');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(
      badges.map((b) => `${b.name}ผู้ได้รับ ${b.holderCount} ท่าน`),
    );
    expect(screen.getByRole('link', { name: 'แลกของที่ระลึก' })).toHaveAttribute('href', '/coin');
  });

  it("opens a badge's holders, linking each to their profile, and closes with 'สาธุ !'", async () => {
    const badges = shelfBadges(3);
    render(<BadgeShelf badges={badges} shopHref="/coin" />);
    await userEvent.click(screen.getAllByRole('button')[2] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: badges[2]?.name });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(badges[2]?.holders.map((h) => h.href));
    expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'สาธุ !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(<BadgeShelf badges={shelfBadges(3)} shopHref="/coin" />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
