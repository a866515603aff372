import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Surface } from './Surface';

describe('Surface', () => {
  it('is a div card with default elevation, padding and radius on the DOM', () => {
    render(<Surface data-testid="s">เนื้อหา</Surface>);
    const surface = screen.getByTestId('s');
    expect(surface.tagName).toBe('DIV');
    expect(surface).toHaveAttribute('data-component', 'Surface');
    expect(surface).toHaveAttribute('data-elevation', 'sm');
    expect(surface).toHaveAttribute('data-padding', 'md');
    expect(surface).toHaveAttribute('data-radius', 'lg');
    expect(surface).toHaveAttribute('data-tone', 'default');
  });

  it('renders article and section with their roles', () => {
    render(
      <>
        <Surface as="article" aria-label="โพสต์">
          ก
        </Surface>
        <Surface as="section" aria-label="สถิติ" elevation="md" padding="none" radius="none" tone="sunken">
          ข
        </Surface>
      </>,
    );
    expect(screen.getByRole('article', { name: 'โพสต์' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'สถิติ' });
    expect(region).toHaveAttribute('data-elevation', 'md');
    expect(region).toHaveAttribute('data-padding', 'none');
    expect(region).toHaveAttribute('data-radius', 'none');
    expect(region).toHaveAttribute('data-tone', 'sunken');
  });

  it('forwards ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Surface ref={ref} as="aside" />);
    expect(ref.current?.tagName).toBe('ASIDE');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Surface as="article" aria-label="โพสต์">
          <p>สวัสดีวันพระ</p>
        </Surface>
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
