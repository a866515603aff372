import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Pager } from './Pager';

const hrefFor = (n: number) => `/coin/page/${n}`;

describe('Pager', () => {
  it('links newer, the numbers around the page and older, marking the current page', () => {
    const ref = createRef<HTMLElement>();
    render(<Pager ref={ref} page={5} pageCount={12} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'เลือกหน้า' });
    expect(ref.current).toBe(nav);
    expect(within(nav).getByRole('link', { name: 'ใหม่' })).toHaveAttribute('href', '/coin/page/4');
    expect(within(nav).getByRole('link', { name: 'เก่า' })).toHaveAttribute('href', '/coin/page/6');
    const numbers = within(nav)
      .getAllByRole('link', { name: /^หน้า/ })
      .map((a) => a.textContent);
    expect(numbers).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('link', { name: 'หน้า 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'หน้า 4' })).not.toHaveAttribute('aria-current');
  });

  it('has no newer link on page 1 and no older link on the last page', () => {
    const { rerender } = render(<Pager page={1} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'ใหม่' })).toBeNull();
    expect(screen.getByText('ใหม่').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    rerender(<Pager page={3} pageCount={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'เก่า' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ใหม่' })).toHaveAttribute('href', '/coin/page/2');
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pager page={1} pageCount={0} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pager page={2} pageCount={9} hrefFor={hrefFor} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
