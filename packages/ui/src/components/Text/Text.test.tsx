import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Text } from './Text';

describe('Text', () => {
  it('renders a p with its scale on the DOM by default', () => {
    render(<Text>สาธุ</Text>);
    const text = screen.getByText('สาธุ');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-component', 'Text');
    expect(text).toHaveAttribute('data-size', 'md');
    expect(text).toHaveAttribute('data-tone', 'default');
  });

  it('renders the element given by as, with its own attributes', () => {
    render(
      <>
        <Text as="time" dateTime="2025-05-11">
          11 พ.ค. 2568
        </Text>
        <Text as="label" htmlFor="name">
          ชื่อ
        </Text>
        <input id="name" />
      </>,
    );
    expect(screen.getByText('11 พ.ค. 2568').tagName).toBe('TIME');
    expect(screen.getByText('11 พ.ค. 2568')).toHaveAttribute('datetime', '2025-05-11');
    expect(screen.getByLabelText('ชื่อ')).toBe(document.getElementById('name'));
  });

  it('clamps by lines but keeps the whole text', () => {
    const long = 'ผู้ถือประทีปร่วมแผ่เมตตาและอนุโมทนาบุญกับทุกท่าน'.repeat(5);
    const { rerender } = render(<Text truncate>{long}</Text>);
    expect(screen.getByText(long)).toHaveAttribute('data-truncate', '1');
    rerender(<Text truncate={3}>{long}</Text>);
    expect(screen.getByText(long)).toHaveAttribute('data-truncate', '3');
    rerender(<Text truncate={false}>{long}</Text>);
    expect(screen.getByText(long)).not.toHaveAttribute('data-truncate');
  });

  it('marks tone, weight, numeric, visually hidden and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Text ref={ref} tone="muted" weight="bold" numeric visuallyHidden id="t">
        1,234
      </Text>,
    );
    expect(ref.current).toBe(screen.getByText('1,234'));
    expect(ref.current).toHaveAttribute('data-tone', 'muted');
    expect(ref.current).toHaveAttribute('data-weight', 'bold');
    expect(ref.current).toHaveAttribute('data-numeric', 'tabular');
    expect(ref.current).toHaveAttribute('data-visibility', 'hidden');
    expect(ref.current).toHaveAttribute('id', 't');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Text truncate={2}>ข้อความยาว</Text>
        <Text as="span" visuallyHidden>
          (เปิดในแท็บใหม่)
        </Text>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
