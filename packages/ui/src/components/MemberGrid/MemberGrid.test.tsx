import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { MemberGrid, type MemberGridItem } from './MemberGrid';

const members: MemberGridItem[] = [
  { uid: 1, name: 'สมชาย ใจดี', href: '/u1', creator: true },
  { uid: 2, name: 'สมศรี มีบุญ', href: '/u2' },
];

// A stand-in IntersectionObserver whose callback the test fires by hand.
let fire: ((visible: boolean) => void) | null = null;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    fire = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  fire = null;
});

describe('MemberGrid', () => {
  it('links each member to their profile and marks creators', () => {
    const ref = createRef<HTMLDivElement>();
    render(<MemberGrid ref={ref} members={members} />);
    expect(ref.current).toHaveAttribute('data-component', 'MemberGrid');
    const links = within(screen.getByRole('list', { name: 'สมาชิก' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/u1');
    expect(links[0]).toHaveAccessibleName('สมชาย ใจดี (Creator)');
    expect(links[1]).toHaveAccessibleName('สมศรี มีบุญ');
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('data-member-type', 'creator');
  });

  it("shows '... more ...' only while there is more, and calls onMore", async () => {
    const user = userEvent.setup();
    const onMore = vi.fn();
    const { rerender } = render(<MemberGrid members={members} hasMore onMore={onMore} />);
    await user.click(screen.getByRole('button', { name: '... more ...' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<MemberGrid members={members} hasMore={false} onMore={onMore} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the next page when the sentinel comes near, unless loading or at the end', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onMore = vi.fn();
    const { rerender } = render(<MemberGrid members={members} hasMore onMore={onMore} />);
    fire?.(true);
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<MemberGrid members={members} hasMore loading onMore={onMore} />);
    fire?.(true);
    rerender(<MemberGrid members={members} hasMore={false} onMore={onMore} />);
    fire?.(true);
    fire?.(false);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<MemberGrid members={members} hasMore />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
