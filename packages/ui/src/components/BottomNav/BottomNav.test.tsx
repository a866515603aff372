import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LinkProvider, type RouterAnchorProps } from '../Link';
import { BottomNav } from './BottomNav';
import { bottomNavLinks } from './BottomNav.fixtures';

function Injected({ href, ...rest }: RouterAnchorProps) {
  return <a href={href} data-router="injected" {...rest} />;
}

/** happy-dom's window: its viewport width decides the breakpoint media queries. */
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 844,
  });

describe('BottomNav', () => {
  beforeEach(() => viewport(390));
  afterEach(() => viewport(1024));

  it('links feed, statistics, own profile and the directory, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<BottomNav ref={ref} links={bottomNavLinks} currentPath="/u1024" onMenuOpen={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'แถบนำทาง' });
    expect(ref.current).toBe(nav);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/all/other', '/topshare', '/u1024', '/creator']);
    expect(screen.getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'หน้าแรก' })).not.toHaveAttribute('aria-current');
  });

  it('opens the side menu', () => {
    const onMenuOpen = vi.fn();
    render(
      <BottomNav links={bottomNavLinks} currentPath="/all/other" onMenuOpen={onMenuOpen} menuOpen={false} />,
    );
    const menu = screen.getByRole('button', { name: 'เมนู' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    menu.click();
    expect(onMenuOpen).toHaveBeenCalledTimes(1);
  });

  it('renders its links through the injected router link', () => {
    render(
      <LinkProvider component={Injected}>
        <BottomNav links={bottomNavLinks} currentPath="/all/other" onMenuOpen={() => {}} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('data-router', 'injected');
  });

  it('is hidden from the desktop breakpoint on', () => {
    viewport(1280);
    render(<BottomNav links={bottomNavLinks} currentPath="/all/other" onMenuOpen={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('navigation', { hidden: true })).not.toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <BottomNav links={bottomNavLinks} currentPath="/creator" onMenuOpen={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
