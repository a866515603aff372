import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { Link } from './Link';
import { LinkProvider, type RouterAnchorProps } from './LinkProvider';

function Injected({ href, ...rest }: RouterAnchorProps) {
  return <a href={href} data-router="injected" {...rest} />;
}

describe('Link', () => {
  it('is an inline anchor by default, same tab', () => {
    render(<Link href="/privacy">นโยบาย</Link>);
    const link = screen.getByRole('link', { name: 'นโยบาย' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('data-variant', 'inline');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.org" external>
        คู่มือ
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'คู่มือ (เปิดในแท็บใหม่)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-destination', 'external');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a router link through as, with its to prop', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link as={FakeRouterLink} to="/creator" ref={ref} variant="standalone">
        ผู้สร้างสรรค์
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'ผู้สร้างสรรค์' });
    expect(link).toBe(ref.current);
    expect(link).toHaveAttribute('href', '/creator');
    expect(link).toHaveAttribute('data-router-link', 'true');
    expect(link).toHaveAttribute('data-variant', 'standalone');
  });

  it('types the props of the element it renders', () => {
    // @ts-expect-error a router link needs its `to`
    const missingTo = <Link as={FakeRouterLink}>ไม่มีปลายทาง</Link>;
    // @ts-expect-error an anchor has no `to`
    const anchorWithTo = <Link to="/x">ผิด</Link>;
    expect([missingTo, anchorWithTo]).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        อ่าน <Link href="/privacy">นโยบาย</Link> และ{' '}
        <Link href="https://example.org" external>
          คู่มือ
        </Link>
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('LinkProvider', () => {
    it('renders site-relative links with the injected router link', () => {
      render(
        <LinkProvider component={Injected}>
          <Link href="/noti">การแจ้งเตือน</Link>
        </LinkProvider>,
      );
      const link = screen.getByRole('link', { name: 'การแจ้งเตือน' });
      expect(link).toHaveAttribute('data-router', 'injected');
      expect(link).toHaveAttribute('href', '/noti');
      expect(link).toHaveAttribute('data-component', 'Link');
    });

    it('keeps external, other-origin and in-page links plain anchors', () => {
      render(
        <LinkProvider component={Injected}>
          <Link href="https://example.org" external>
            ภายนอก
          </Link>
          <Link href="//evil.example/x">อีกโดเมน</Link>
          <Link href="#top">บนสุด</Link>
        </LinkProvider>,
      );
      for (const name of [/ภายนอก/, 'อีกโดเมน', 'บนสุด']) {
        expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-router');
      }
    });
  });
});
