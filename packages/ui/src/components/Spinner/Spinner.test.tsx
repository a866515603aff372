import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a named status by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'กำลังโหลด…' })).toHaveAttribute('data-size', 'md');
  });
  it('takes a specific label and size', () => {
    render(<Spinner size="lg" label="กำลังโหลดโพสต์" />);
    expect(screen.getByRole('status', { name: 'กำลังโหลดโพสต์' })).toHaveAttribute('data-size', 'lg');
  });
  it('is hidden from assistive technology when the label is null', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
  it('has no axe violations', async () => {
    const { container } = render(<Spinner />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
