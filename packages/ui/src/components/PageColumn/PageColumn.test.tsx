import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { size } from '../../tokens';
import { Heading } from '../Heading';
import { PageColumn, pageColumnWidths } from './PageColumn';

describe('PageColumn', () => {
  it('takes its widths from the size scale, one per column token', () => {
    expect(pageColumnWidths.map((w) => size[`column-${w}` as keyof typeof size])).toEqual(
      Object.entries(size)
        .filter(([k]) => k.startsWith('column-'))
        .map(([, v]) => v),
    );
    expect(pageColumnWidths).toContain('reading');
  });

  it('names its width, gap and padding on the DOM (defaults: gap 5, padding 8 / 5)', () => {
    render(
      <PageColumn width="reading" data-testid="col">
        เนื้อหา
      </PageColumn>,
    );
    const column = screen.getByTestId('col');
    expect(column.tagName).toBe('DIV');
    expect(column).toHaveAttribute('data-component', 'PageColumn');
    expect(column).toHaveAttribute('data-width', 'reading');
    expect(column).toHaveAttribute('data-gap', '5');
    expect(column).toHaveAttribute('data-pad-top', '8');
    expect(column).toHaveAttribute('data-pad-inline', '5');
    expect(column).toHaveAttribute('data-pad-bottom', '8');
  });

  it('reads padding as CSS writes it, and renders the element asked for', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <PageColumn ref={ref} as="main" width="wide" gap="6" padding={['5', '4', '10']}>
        เนื้อหา
      </PageColumn>,
    );
    const column = screen.getByRole('main');
    expect(ref.current).toBe(column);
    expect(column).toHaveAttribute('data-gap', '6');
    expect(column).toHaveAttribute('data-pad-top', '5');
    expect(column).toHaveAttribute('data-pad-inline', '4');
    expect(column).toHaveAttribute('data-pad-bottom', '10');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PageColumn as="section" width="form" aria-labelledby="t">
        <Heading as="h1" id="t">
          เข้าสู่ระบบ
        </Heading>
      </PageColumn>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
