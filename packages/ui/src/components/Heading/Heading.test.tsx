import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Heading } from './Heading';

describe('Heading', () => {
  it('is an h2 by default with the matching default size', () => {
    render(<Heading>สถิติ</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'สถิติ' });
    expect(heading).toHaveAttribute('data-component', 'Heading');
    expect(heading).toHaveAttribute('data-size', 'xl');
  });

  it('takes its level from as and its size independently', () => {
    render(
      <>
        <Heading as="h1">หนึ่ง</Heading>
        <Heading as="h4" size="2xl">
          สี่
        </Heading>
        <Heading as="p">ไม่ใช่หัวข้อ</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-size', '2xl');
    expect(screen.getByRole('heading', { level: 4 })).toHaveAttribute('data-size', '2xl');
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    expect(screen.getByText('ไม่ใช่หัวข้อ').tagName).toBe('P');
  });

  it('clamps by lines, forwards ref and rest props', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading ref={ref} truncate id="title" tone="muted">
        หัวข้อที่ยาวมาก
      </Heading>,
    );
    expect(ref.current).toBe(screen.getByRole('heading'));
    expect(ref.current).toHaveAttribute('data-truncate', '1');
    expect(ref.current).toHaveAttribute('data-tone', 'muted');
    expect(ref.current).toHaveAttribute('id', 'title');
  });

  it('wraps pretty by default; greedy on request', () => {
    render(
      <>
        <Heading as="h1">หัวเรื่อง</Heading>
        <Heading as="h2" wrap="greedy">
          หัวข้อ
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('data-wrap');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('data-wrap', 'greedy');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Heading as="h1">หน้าแรก</Heading>
        <Heading as="h2" visuallyHidden>
          โพสต์ล่าสุด
        </Heading>
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
