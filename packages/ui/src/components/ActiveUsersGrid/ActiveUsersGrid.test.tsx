import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { activeUsers } from '../../test/stats.fixtures';
import { ActiveUsersGrid } from './ActiveUsersGrid';

describe('ActiveUsersGrid', () => {
  it('links each member, named once, to their profile; forwards its ref', () => {
    const ref = createRef<HTMLUListElement>();
    const users = activeUsers(5);
    render(<ActiveUsersGrid ref={ref} users={users} />);
    expect(ref.current).toHaveAttribute('data-component', 'ActiveUsersGrid');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(users.map((u) => u.href));
    expect(links.map((l) => l.textContent)).toEqual(users.map((u) => expect.stringContaining(u.name)));
    expect(links[0]).toHaveAccessibleName(users[0]?.name as string);
  });

  it('has no axe violations', async () => {
    const { container } = render(<ActiveUsersGrid users={activeUsers(8)} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
