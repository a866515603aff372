import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { MarkdownEditor, type MarkdownEditorLayout } from './MarkdownEditor';
import { noticeMarkdown, unsafeMarkdown } from './MarkdownEditor.fixtures';

function Editor({
  initial = '',
  onValueChange = vi.fn(),
  layout,
}: {
  initial?: string;
  onValueChange?: (v: string) => void;
  layout?: MarkdownEditorLayout;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor
      label="เนื้อหา"
      layout={layout}
      value={value}
      onValueChange={(v) => {
        onValueChange(v);
        setValue(v);
      }}
    />
  );
}

describe('MarkdownEditor', () => {
  it('renders the preview with the members’ renderer as the text changes', async () => {
    const onValueChange = vi.fn();
    render(<Editor onValueChange={onValueChange} />);
    const preview = screen.getByRole('tabpanel', { name: 'ตัวอย่าง', hidden: true });
    expect(preview).toHaveTextContent('ยังไม่มีเนื้อหาให้แสดงตัวอย่าง');
    await userEvent.type(screen.getByRole('textbox', { name: 'เนื้อหา' }), '# หัวข้อ');
    expect(onValueChange).toHaveBeenLastCalledWith('# หัวข้อ');
    expect(within(preview).getByRole('heading', { name: 'หัวข้อ', level: 1 })).toBeInTheDocument();
  });

  it('drops raw HTML and keeps a javascript: link as text', () => {
    render(<Editor initial={unsafeMarkdown} />);
    const preview = screen.getByRole('tabpanel', { name: 'ตัวอย่าง', hidden: true });
    expect(preview.querySelector('b, img, script, a')).toBeNull();
    expect(within(preview).getByText('ลิงก์อันตราย')).toHaveAttribute('data-part', 'InertLink');
  });

  it('switches tabs by click and by arrow keys, and marks the shown panel', async () => {
    render(<Editor initial={noticeMarkdown} layout="tabs" />);
    const write = screen.getByRole('tab', { name: 'เขียน' });
    const preview = screen.getByRole('tab', { name: 'ตัวอย่าง' });
    expect(write).toHaveAttribute('aria-selected', 'true');
    expect(preview).toHaveAttribute('tabindex', '-1');
    await userEvent.click(preview);
    expect(preview).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById(preview.getAttribute('aria-controls') as string)).toHaveAttribute(
      'data-state',
      'active',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(write).toHaveFocus();
    expect(write).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(preview).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(write).toHaveFocus();
  });

  it('puts the layout on the root, the ref and the field wiring on the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { container } = render(
      <MarkdownEditor
        ref={ref}
        id="body"
        label="เนื้อหา"
        value=""
        onValueChange={vi.fn()}
        layout="split"
        error="กรุณาเขียนเนื้อหา"
        required
      />,
    );
    const box = screen.getByRole('textbox', { name: /^เนื้อหา/ });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('id', 'body');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-component', 'MarkdownEditor');
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'split');
  });

  it('shows the default Markdown hint, or none', () => {
    const { rerender } = render(<MarkdownEditor label="เนื้อหา" value="" onValueChange={vi.fn()} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(/รองรับ Markdown/);
    rerender(<MarkdownEditor label="เนื้อหา" value="" onValueChange={vi.fn()} hint={null} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Editor initial={noticeMarkdown} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
