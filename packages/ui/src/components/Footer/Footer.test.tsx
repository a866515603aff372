import { buddhistYear } from '@lightbearers/domain';
import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Footer } from './Footer';
import { footerLinks } from './Footer.fixtures';
import { FooterSocialLinks, hasFooterSocialLinks } from './FooterSocialLinks';

describe('Footer', () => {
  it('links the policies and the install page in a named navigation', () => {
    const ref = createRef<HTMLElement>();
    render(<Footer links={footerLinks} ref={ref} year={2569} />);
    expect(ref.current).toHaveAttribute('data-component', 'Footer');
    const nav = within(screen.getByRole('navigation', { name: 'ลิงก์ท้ายเว็บไซต์' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/privacy',
      '/cookie',
      '/service',
      '/app',
    ]);
  });

  it('prints the Buddhist year the app computes with domain (Gregorian + 543, Bangkok calendar)', () => {
    // 31 Dec 2025 18:00 UTC is already 1 Jan 2026 in Bangkok: 2026 + 543.
    render(<Footer links={footerLinks} year={buddhistYear('2025-12-31T18:00:00Z')} />);
    expect(screen.getByText(/^© 2569 /)).toHaveAttribute('data-part', 'Copyright');
  });

  it("links the community's pages the app gives, in a fixed order, and no other network", () => {
    render(
      <Footer
        links={footerLinks}
        year={2569}
        social={
          <FooterSocialLinks
            links={{
              line: 'https://line.me/R/ti/p/@lightbearers',
              facebook: 'https://www.facebook.com/lightbearers',
              youtube: null,
            }}
          />
        }
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Lightbearers บนโซเชียล' }));
    const links = list.getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['https://www.facebook.com/lightbearers', '_blank'],
      ['https://line.me/R/ti/p/@lightbearers', '_blank'],
    ]);
    expect(links[0]).toHaveAccessibleName('Lightbearers บน Facebook (เปิดในแท็บใหม่)');
  });

  it('without them there is no list of networks', () => {
    expect(hasFooterSocialLinks({ facebook: null, line: '' })).toBe(false);
    expect(hasFooterSocialLinks({ line: 'https://line.me/R/ti/p/@lightbearers' })).toBe(true);
    render(
      <Footer links={footerLinks} year={2569} social={<FooterSocialLinks links={{ facebook: null }} />} />,
    );
    expect(screen.queryByRole('list', { name: 'Lightbearers บนโซเชียล' })).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Footer
        links={footerLinks}
        year={2569}
        social={<FooterSocialLinks links={{ youtube: 'https://www.youtube.com/@lightbearers' }} />}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
