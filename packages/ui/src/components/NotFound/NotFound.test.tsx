import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the Thai not-found heading and a home link, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<NotFound ref={ref} />);
    expect(ref.current).toHaveAttribute('data-component', 'NotFound');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ไม่พบหน้าที่ท่านต้องการ');
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the home destination and copy from the app', () => {
    render(<NotFound homeHref="/all/other" title="ไม่พบโพสต์" homeLabel="ไปที่หน้าโพสต์" />);
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่พบโพสต์' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปที่หน้าโพสต์' })).toHaveAttribute('href', '/all/other');
  });

  it('has no axe violations', async () => {
    const { container } = render(<NotFound />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
