import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, named by the member, at its size', () => {
    render(<Avatar name="สมชาย ใจดี" src="/p.png" size="xl" />);
    const avatar = screen.getByRole('img', { name: 'สมชาย ใจดี' });
    expect(avatar).toHaveAttribute('data-component', 'Avatar');
    expect(avatar).toHaveAttribute('data-size', 'xl');
    expect(avatar).toHaveAttribute('data-state', 'image');
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('falls back to initials when the picture fails, and tries a new src again', () => {
    const { rerender } = render(<Avatar name="ไพโรจน์ แก้วมณี" src="/broken.png" />);
    const avatar = screen.getByRole('img', { name: 'ไพโรจน์ แก้วมณี' });
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar).toHaveAttribute('data-state', 'initials');
    expect(avatar).toHaveTextContent('พก');
    expect(avatar.querySelector('img')).toBeNull();

    rerender(<Avatar name="ไพโรจน์ แก้วมณี" src="/fresh.png" />);
    expect(avatar).toHaveAttribute('data-state', 'image');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/fresh.png');
  });

  it('shows initials without a picture and the glyph when the name has no letters', () => {
    render(
      <>
        <Avatar name="Ada Lovelace" src={null} />
        <Avatar name="🙏" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    const glyph = screen.getByRole('img', { name: '🙏' });
    expect(glyph).toHaveAttribute('data-state', 'glyph');
    expect(glyph.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is hidden when decorative and adds the badge meaning to its name', () => {
    const { rerender } = render(<Avatar name="สมชาย" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<Avatar name="สมชาย" badge={<span>★</span>} badgeLabel="ผู้สร้างสรรค์" />);
    const avatar = screen.getByRole('img', { name: 'สมชาย (ผู้สร้างสรรค์)' });
    expect(avatar.querySelector('[data-part="Badge"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards ref and rest props', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Avatar ref={ref} name="สมชาย" className="x" data-testid="a" />);
    expect(ref.current).toBe(screen.getByTestId('a'));
    expect(ref.current).toHaveClass('x');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Avatar name="สมชาย ใจดี" src="/p.png" />
        <Avatar name="นันทนา" />
        <Avatar name="ซ่อน" decorative />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['xs', 24],
    ['md', 40],
    ['2xl', 120],
  ] as const)('reserves the %s picture its %i px and loads it as the app asks', (size, px) => {
    const { container } = render(
      <Avatar name="สมชาย" src="/p.png" size={size} loading="lazy" fetchPriority="high" />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(px), String(px)]);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Unasked, a member's picture loads as the browser likes, at low priority.
    const plain = render(<Avatar name="สมชาย" src="/p.png" size={size} />).container.querySelector('img');
    expect(plain).not.toHaveAttribute('loading');
    expect(plain).toHaveAttribute('fetchpriority', 'low');
  });
});
