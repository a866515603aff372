import { graphemeLength } from '@lightbearers/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { textPostGradients } from '../../tokens';
import { PostCard } from './PostCard';
import { LONG_THAI_DESCRIPTION, postCardProps, storyPost } from './PostCard.fixtures';

const base = postCardProps(storyPost('videoYoutube'));

describe('PostCard', () => {
  it('links the author, the date and the category, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<PostCard ref={ref} {...base} />);
    const card = screen.getByRole('article', { name: base.authorName });
    expect(ref.current).toBe(card);
    expect(card).toHaveAttribute('data-component', 'PostCard');
    expect(card).toHaveAttribute('data-post-type', 'videoYoutube');
    expect(within(card).getByRole('link', { name: base.authorName })).toHaveAttribute(
      'href',
      base.authorHref,
    );
    expect(within(card).getByRole('link', { name: base.dateLabel })).toHaveAttribute('href', base.href);
    expect(within(card).getByRole('link', { name: base.categoryName as string })).toHaveAttribute(
      'href',
      base.categoryHref,
    );
    expect(within(card).getByRole('img', { name: 'วิดีโอ YouTube' })).toBeInTheDocument();
  });

  it('opens the short link of a video in a new tab from the corner icon', () => {
    render(<PostCard {...base} />);
    const corner = screen.getByRole('link', { name: /เปิดลิงก์ของโพสต์/ });
    expect(corner).toHaveAttribute('href', base.shortLink);
    expect(corner).toHaveAttribute('target', '_blank');
    expect(corner).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['postPhoto', 'postText'] as const)('links the corner icon of a %s to the post itself', (type) => {
    const props = postCardProps(storyPost(type));
    render(<PostCard {...props} />);
    const corner = screen.getByRole('link', { name: 'เปิดโพสต์' });
    expect(corner).toHaveAttribute('href', props.href);
    expect(corner).not.toHaveAttribute('target');
  });

  it('cuts a long description at 400 characters and reads more on demand', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { container } = render(
      <PostCard {...base} description={LONG_THAI_DESCRIPTION} onExpandedChange={onExpandedChange} />,
    );
    const text = container.querySelector('[data-part="Description"] p') as HTMLElement;
    const more = screen.getByRole('button', { name: 'อ่านเพิ่มเติม' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const shown = (text.textContent ?? '').replace('อ่านเพิ่มเติม', '').replace(/\.\.\.$/, '');
    expect(graphemeLength(shown.replace(' (เปิดในแท็บใหม่)', ''))).toBeLessThanOrEqual(400);
    expect(text.textContent).not.toContain('จะได้รวบรวมไว้เป็นที่ระลึก');

    await user.click(more);
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    expect(text.textContent).toContain('จะได้รวบรวมไว้เป็นที่ระลึก');
    expect(screen.getByRole('button', { name: 'ย่อข้อความ' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a short description whole, without read-more', () => {
    render(<PostCard {...base} description="สาธุ ขออนุโมทนาบุญ" />);
    expect(screen.getByText('สาธุ ขออนุโมทนาบุญ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'อ่านเพิ่มเติม' })).toBeNull();
  });

  it('makes only http, https, ftp and file links clickable, in a new tab; script stays text', () => {
    const des =
      'ดูที่ https://dhamma.example.org/a และ ftp://files.example.org/b แต่ไม่ใช่ javascript:alert(1) <script>alert(1)</script> <img src=x onerror=alert(1)>';
    const { container } = render(<PostCard {...base} description={des} />);
    const links = within(container.querySelector('[data-part="Description"]') as HTMLElement).getAllByRole(
      'link',
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://dhamma.example.org/a',
      'ftp://files.example.org/b',
    ]);
    for (const a of links) expect(a).toHaveAttribute('target', '_blank');
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('draws a text post on its gradient with the fixed ink', () => {
    const colors = textPostGradients[3]?.colors as readonly string[];
    const { container } = render(<PostCard {...postCardProps(storyPost('postText'))} gradient={colors} />);
    const body = container.querySelector('[data-part="Description"]') as HTMLElement;
    expect(body).toHaveAttribute('data-layout', 'gradient');
    expect(body.style.getPropertyValue('--post-gradient')).toBe(
      `linear-gradient(135deg, ${colors.join(', ')})`,
    );
  });

  it('places its parts and marks a pinned post', () => {
    render(
      <PostCard {...base} pinned>
        <PostCard.Menu>เมนู</PostCard.Menu>
        <PostCard.Media>สื่อ</PostCard.Media>
        <PostCard.Footer>แถบสาธุ</PostCard.Footer>
      </PostCard>,
    );
    expect(screen.getByText('เมนู')).toHaveAttribute('data-part', 'Menu');
    expect(screen.getByText('สื่อ')).toHaveAttribute('data-part', 'Media');
    expect(screen.getByText('แถบสาธุ')).toHaveAttribute('data-part', 'Footer');
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'pinned');
    expect(screen.getByText('ปักหมุด')).toBeInTheDocument();
  });

  it('is a memo component whose props are plain values (the feed re-renders one card on a like)', () => {
    expect((PostCard as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.memo'));
    for (const [key, value] of Object.entries(base)) {
      // A gradient is a stable array from the built-in list; everything else is a primitive.
      if (key === 'gradient') expect(textPostGradients.some((g) => g.colors === value)).toBe(true);
      else expect(['string', 'boolean', 'undefined'].includes(typeof value) || value === null).toBe(true);
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PostCard {...base} description={LONG_THAI_DESCRIPTION} pinned>
        <PostCard.Footer>แถบสาธุ</PostCard.Footer>
      </PostCard>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
