import { render, screen } from '@testing-library/react';
import { createRef, forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Tabs, type TabsLinkProps } from './Tabs';
import { profileTabs } from './Tabs.fixtures';

const RouterLink = forwardRef<HTMLAnchorElement, TabsLinkProps>(function RouterLink({ href, ...rest }, ref) {
  return <a ref={ref} href={`#router${href}`} data-router="yes" {...rest} />;
});

describe('Tabs', () => {
  it('is a named nav of links with the current one aria-current="page"', () => {
    render(<Tabs aria-label="แท็บโปรไฟล์" items={profileTabs} value="tiktok" />);
    const nav = screen.getByRole('navigation', { name: 'แท็บโปรไฟล์' });
    expect(nav).toHaveAttribute('data-component', 'Tabs');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/u12/tiktok');
    expect(current).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('link', { name: 'YouTube 24' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'YouTube 24' })).toHaveAttribute('data-state', 'inactive');
  });

  it('shows counts only where given', () => {
    render(<Tabs aria-label="แท็บโปรไฟล์" items={profileTabs} value="other" />);
    expect(document.querySelectorAll('[data-part="Count"]')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'สถิติการแชร์' })).toBeInTheDocument();
  });

  it('renders links with the injected element, given href', () => {
    render(<Tabs aria-label="แท็บโปรไฟล์" items={profileTabs} value="share" linkAs={RouterLink} />);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '#router/u12/share');
    expect(current).toHaveAttribute('data-router', 'yes');
  });

  it('forwards its ref to the nav and spreads rest props', () => {
    const ref = createRef<HTMLElement>();
    render(<Tabs ref={ref} aria-label="แท็บ" items={profileTabs} value="other" data-testid="tabs" />);
    expect(ref.current).toBe(screen.getByRole('navigation'));
    expect(ref.current).toHaveAttribute('data-testid', 'tabs');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs aria-label="แท็บโปรไฟล์" items={profileTabs} value="other" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
