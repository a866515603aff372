import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
import { noticeMarkdown, unsafeMarkdown } from './MarkdownEditor.fixtures';

function Controlled(args: MarkdownEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <MarkdownEditor
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/MarkdownEditor/Features',
  component: MarkdownEditor,
  args: { label: 'เนื้อหาประกาศ', value: noticeMarkdown, onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MarkdownEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: 'เขียน' / 'ตัวอย่าง' tabs; arrow keys move between them. */
export const PhoneTabs: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = canvas.getByRole('tab', { name: 'เขียน' });
    const preview = canvas.getByRole('tab', { name: 'ตัวอย่าง' });
    await expect(write).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'เนื้อหาประกาศ' })).toBeVisible();
    await userEvent.click(preview);
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('textbox', { name: 'เนื้อหาประกาศ' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'ร่วมบุญทอดกฐินสามัคคี' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(write).toHaveFocus();
    await expect(write).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(preview).toHaveFocus();
  },
};

/** Phones, writing: the text box and its hint. */
export const PhoneWrite: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'เนื้อหาประกาศ' })).toBeVisible();
  },
};

/** Raw HTML is dropped and a `javascript:` link stays text — as on the member's notice page. */
export const UnsafeInput: Story = {
  args: { value: unsafeMarkdown, layout: 'split' },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('tabpanel', { name: 'ตัวอย่าง' });
    await expect(preview.querySelector('b, img, script')).toBeNull();
    await expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(preview).getByText('ลิงก์อันตราย')).toHaveAttribute('data-part', 'InertLink');
  },
};

/** Nothing written yet: the preview says so. */
export const Empty: Story = {
  args: { value: '', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีเนื้อหาให้แสดงตัวอย่าง')).toBeVisible();
  },
};

/** The app's Thai message under the editor. */
export const WithError: Story = {
  args: { value: '', required: true, error: 'กรุณาเขียนเนื้อหาประกาศ' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /^เนื้อหาประกาศ/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/กรุณาเขียนเนื้อหาประกาศ/);
  },
};

/** Tabs on every width (a narrow column of a wide screen). */
export const TabsLayout: Story = {
  args: { layout: 'tabs', defaultMode: 'preview' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'ตัวอย่าง' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
