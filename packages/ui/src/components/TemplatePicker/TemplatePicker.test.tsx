import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TemplatePicker } from './TemplatePicker';

const options = [
  {
    id: 'a',
    label: 'ภาษาไทย',
    src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    shape: 'landscape' as const,
  },
  {
    id: 'b',
    label: 'ภาษาอังกฤษ',
    src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    shape: 'landscape' as const,
  },
  { id: 'c', label: 'ภาษาจีน', src: '', shape: 'landscape' as const },
];

describe('TemplatePicker', () => {
  it('is a radio group with one tab stop on the chosen template', () => {
    render(<TemplatePicker options={options} value="b" onValueChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'เลือกแบบการ์ด' });
    expect(group).toHaveAttribute('data-component', 'TemplatePicker');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' })).toHaveAttribute('data-state', 'on');
  });

  it('reports a click and arrow keys, wrapping at the ends', async () => {
    const onValueChange = vi.fn();
    render(<TemplatePicker options={options} value="a" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'ภาษาจีน' }));
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    screen.getByRole('radio', { name: 'ภาษาไทย' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{Enter}');
  });

  it('falls back to the first template for an unknown value', () => {
    render(<TemplatePicker options={options} value="zzz" onValueChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TemplatePicker options={options} value="a" onValueChange={() => undefined} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
