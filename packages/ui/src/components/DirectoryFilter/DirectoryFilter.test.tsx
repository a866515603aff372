import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { DirectoryFilter } from './DirectoryFilter';

describe('DirectoryFilter', () => {
  it('offers all / Creator / Sharer, all first, and reports the choice', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const ref = createRef<HTMLFieldSetElement>();
    render(<DirectoryFilter ref={ref} onValueChange={onValueChange} />);
    expect(ref.current).toHaveAttribute('data-component', 'DirectoryFilter');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all',
      'creator',
      'sharer',
    ]);
    expect(screen.getByRole('radio', { name: 'ทั้งหมด' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Sharer' }));
    expect(onValueChange).toHaveBeenCalledWith('sharer');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<DirectoryFilter value="creator" />);
    expect(screen.getByRole('radio', { name: 'Creator' })).toBeChecked();
    rerender(<DirectoryFilter value="all" />);
    expect(screen.getByRole('radio', { name: 'ทั้งหมด' })).toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(<DirectoryFilter />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
