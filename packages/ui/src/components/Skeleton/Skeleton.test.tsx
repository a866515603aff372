import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('draws text lines, hidden from assistive tech', () => {
    render(<Skeleton lines={3} size="sm" data-testid="s" />);
    const skeleton = screen.getByTestId('s');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-size', 'sm');
    expect(skeleton.querySelectorAll('[data-part="Line"]')).toHaveLength(3);
  });

  it('draws at least one line whatever lines says', () => {
    render(<Skeleton lines={0} data-testid="s" />);
    expect(screen.getByTestId('s').querySelectorAll('[data-part="Line"]')).toHaveLength(1);
  });

  it('draws circles and rects with their size and ratio', () => {
    render(
      <>
        <Skeleton shape="circle" size="2xl" data-testid="c" />
        <Skeleton shape="rect" ratio="9:16" data-testid="r" />
      </>,
    );
    expect(screen.getByTestId('c')).toHaveAttribute('data-shape', 'circle');
    expect(screen.getByTestId('c')).toHaveAttribute('data-size', '2xl');
    expect(screen.getByTestId('r')).toHaveAttribute('data-ratio', '9:16');
    expect(screen.getByTestId('r')).not.toHaveAttribute('data-size');
  });

  it('groups shapes in one status that says กำลังโหลด…', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(
      <SkeletonGroup ref={ref}>
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toBe(ref.current);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด…');
    rerender(
      <SkeletonGroup label="กำลังโหลดโพสต์…">
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดโพสต์…');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
        <Skeleton shape="rect" />
      </SkeletonGroup>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
