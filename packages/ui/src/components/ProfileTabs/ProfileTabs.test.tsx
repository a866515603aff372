import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { LinkProvider, type RouterAnchorProps } from '../Link';
import { ProfileTabs } from './ProfileTabs';

const hrefs = { share: '/u7/share', tiktok: '/u7/tiktok', youtube: '/u7/youtube', other: '/u7/other' };

function RouterAnchor({ href, ...rest }: RouterAnchorProps) {
  return <FakeRouterLink to={href} {...rest} />;
}

describe('ProfileTabs', () => {
  it('lays the tabs out as other, youtube, tiktok, share and marks the current one', () => {
    const ref = createRef<HTMLElement>();
    render(<ProfileTabs ref={ref} hrefs={hrefs} value="tiktok" />);
    const nav = screen.getByRole('navigation', { name: 'แท็บโปรไฟล์' });
    expect(nav).toBe(ref.current);
    expect(nav).toHaveAttribute('data-component', 'ProfileTabs');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['โพสต์ทั้งหมด', 'YouTube', 'TikTok', 'สถิติการแชร์']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/u7/tiktok');
  });

  it('shows only the tabs it is given, with their counts', () => {
    render(
      <ProfileTabs
        hrefs={{ other: '/u7/other', share: '/u7/share' }}
        counts={{ other: '1,234' }}
        value="share"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('โพสต์ทั้งหมด 1,234');
  });

  it('renders through the router link the app injected', () => {
    render(
      <LinkProvider component={RouterAnchor}>
        <ProfileTabs hrefs={hrefs} value="other" />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router-link', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProfileTabs hrefs={hrefs} value="share" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
