import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarkdownEditor, type MarkdownEditorProps, markdownEditorLayouts } from './MarkdownEditor';
import { noticeMarkdown } from './MarkdownEditor.fixtures';

/** The editor with its text held in the story, as a screen holds it. */
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
  title: 'Components/MarkdownEditor',
  component: MarkdownEditor,
  args: { label: 'เนื้อหาประกาศ', value: noticeMarkdown, onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: markdownEditorLayouts } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MarkdownEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on a wide screen: what is typed shows at once in the members' renderer. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'เนื้อหาประกาศ' });
    const preview = canvas.getByRole('tabpanel', { name: 'ตัวอย่าง' });
    await expect(within(preview).getByRole('heading', { name: 'ร่วมบุญทอดกฐินสามัคคี' })).toBeVisible();
    await expect(within(preview).getByRole('link', { name: 'หน้าประกาศ' })).toHaveAttribute(
      'href',
      '/notice/12',
    );
    await userEvent.type(box, '\n\n### ขอบคุณ**ทุกท่าน**');
    await expect(args.onValueChange).toHaveBeenCalled();
    await expect(within(preview).getByRole('heading', { name: 'ขอบคุณทุกท่าน', level: 3 })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { layout: 'tabs', hint: 'ใช้ Markdown ได้', rows: 6 },
};
