import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { MemberResults } from './MemberResults';

const members = [
  { uid: 3, name: 'สมชาย ใจดี', href: '/u3', creator: true },
  { uid: 5, name: 'สมศรี มีบุญ', href: '/u5' },
];

describe('MemberResults', () => {
  it('lists the members found, each linking to the profile', () => {
    const ref = createRef<HTMLDivElement>();
    render(<MemberResults ref={ref} members={members} state="done" />);
    expect(ref.current).toHaveAttribute('data-state', 'results');
    expect(ref.current).toHaveAttribute('aria-live', 'polite');
    const links = within(screen.getByRole('list', { name: 'ผลการค้นหา' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/u3', '/u5']);
    expect(links[0]).toHaveAccessibleName('สมชาย ใจดี (Creator)');
  });

  it("says 'ไม่พบผลการค้นหา' when a finished search found no one", () => {
    render(<MemberResults members={[]} state="done" />);
    expect(screen.getByText('ไม่พบผลการค้นหา')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a spinner while loading and nothing while idle', () => {
    const { rerender, container } = render(<MemberResults members={members} state="loading" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<MemberResults members={members} state="idle" />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<MemberResults members={members} state="done" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
