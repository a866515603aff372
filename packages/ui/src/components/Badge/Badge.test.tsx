import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SparklesIcon } from '../../icons';
import { axeViolations } from '../../test/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its label with tone, variant and size on the DOM', () => {
    render(
      <Badge tone="danger" variant="solid" size="sm">
        1,234
      </Badge>,
    );
    const badge = screen.getByText('1,234').closest('[data-component="Badge"]');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge).toHaveAttribute('data-variant', 'solid');
    expect(badge).toHaveAttribute('data-size', 'sm');
  });

  it('defaults to a neutral soft md badge', () => {
    render(<Badge>ทั่วไป</Badge>);
    const badge = screen.getByText('ทั่วไป').closest('[data-component="Badge"]');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('data-variant', 'soft');
    expect(badge).toHaveAttribute('data-size', 'md');
  });

  it('keeps a leading icon decorative and forwards ref and rest props', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} icon={<SparklesIcon />} title="ผู้สร้างสรรค์" tone="accent">
        Creator
      </Badge>,
    );
    expect(ref.current).toHaveAttribute('title', 'ผู้สร้างสรรค์');
    expect(ref.current?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(ref.current).toHaveTextContent('Creator');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Badge tone="accent" icon={<SparklesIcon />}>
          Creator
        </Badge>
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
