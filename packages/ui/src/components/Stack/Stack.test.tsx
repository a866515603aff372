import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cluster } from '../Cluster';
import { Grid } from '../Grid';
import { Stack } from './Stack';

describe('layout primitives', () => {
  it('Stack puts its layout on the DOM and renders the element asked for', () => {
    render(
      <Stack as="ul" gap="3" align="center" aria-label="รายการ">
        <li>หนึ่ง</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'รายการ' });
    expect(list).toHaveAttribute('data-component', 'Stack');
    expect(list).toHaveAttribute('data-gap', '3');
    expect(list).toHaveAttribute('data-align', 'center');
  });

  it('Cluster wraps unless told not to', () => {
    const { rerender } = render(<Cluster data-testid="c" />);
    expect(screen.getByTestId('c')).toHaveAttribute('data-wrap', 'wrap');
    rerender(<Cluster data-testid="c" wrap={false} />);
    expect(screen.getByTestId('c')).toHaveAttribute('data-wrap', 'nowrap');
  });

  it('Grid takes a minimum column width or a fixed count', () => {
    render(<Grid data-testid="g" min="8rem" columns={2} />);
    const grid = screen.getByTestId('g');
    expect(grid).toHaveAttribute('data-min', '8rem');
    expect(grid).toHaveAttribute('data-columns', '2');
  });
});
