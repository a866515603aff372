import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { CarouselSkeleton } from './CarouselSkeleton';

describe('CarouselSkeleton', () => {
  it('is a named, busy carousel region with its shape and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<CarouselSkeleton ref={ref} heading="TikTok" headingHref="/all/tiktok" shape="portrait" />);
    const row = screen.getByRole('region', { name: 'TikTok' });
    expect(ref.current).toBe(row);
    expect(row).toHaveAttribute('data-component', 'CarouselSkeleton');
    expect(row).toHaveAttribute('data-shape', 'portrait');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row).toHaveAttribute('data-autoplay', 'off');
    expect(within(row).getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', '/all/tiktok');
  });

  it('disables the moves and says it is loading once', () => {
    render(<CarouselSkeleton heading="YouTube" label="กำลังโหลดวิดีโอ…" />);
    expect(screen.getByRole('button', { name: 'เลื่อนไปก่อนหน้า' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เลื่อนไปถัดไป' })).toBeDisabled();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดวิดีโอ…');
  });

  it('draws four video tiles, or a row of creators', () => {
    const { container, rerender } = render(<CarouselSkeleton heading="YouTube" />);
    expect(container.querySelectorAll('[data-part="Slide"]')).toHaveLength(4);
    rerender(<CarouselSkeleton heading="พบกับผู้ส่งต่อแสงสว่างออนไลน์" shape="creators" />);
    expect(container.querySelectorAll('[data-part="Slide"]')).toHaveLength(12);
    expect(container.querySelectorAll('[data-part="Avatar"]')).toHaveLength(12);
  });

  it('has no axe violations', async () => {
    const { container } = render(<CarouselSkeleton heading="YouTube" headingHref="/all/youtube" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
