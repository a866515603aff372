import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';
import { StoryFilePicker } from './Field.fixtures';

const meta = {
  title: 'Components/Field/Features',
  component: Field,
  args: {
    label: 'ภาพประกอบโพสต์',
    children: (control) => <StoryFilePicker type="file" accept="image/*" multiple {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

const newPostWarning = 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!';

/** The product's new-post warning: the control is invalid and describes itself with hint and error. */
export const WithError: Story = {
  args: { hint: 'เลือกได้หลายภาพ', error: newPostWarning },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByLabelText('ภาพประกอบโพสต์');
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(`เลือกได้หลายภาพ ${newPostWarning}`);
    const ids = picker.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(ids).toHaveLength(2);
    await expect(document.getElementById(ids[1] ?? '')).toHaveTextContent(newPostWarning);
    await expect(canvasElement.querySelector('[data-component="Field"]')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

/** The marker is visual; screen readers hear `aria-required` instead of 'star'. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // The label's text includes the marker; its accessible name does not (aria-hidden).
    const picker = within(canvasElement).getByLabelText(/^ภาพประกอบโพสต์/);
    await expect(picker).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-part="RequiredMark"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** Described-by ids the caller passes are kept, before the hint and the error. */
export const KeepsCallerDescription: Story = {
  args: { hint: 'เลือกได้หลายภาพ', describedBy: 'composer-note', error: newPostWarning },
  render: (args) => (
    <div>
      <p id="composer-note">โพสต์ของคุณจะแสดงในหน้ารวม</p>
      <Field {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('ภาพประกอบโพสต์');
    await expect(picker.getAttribute('aria-describedby')).toMatch(/^composer-note \S+-hint \S+-error$/);
  },
};

export const HiddenLabel: Story = {
  args: { labelHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('ภาพประกอบโพสต์')).toBeInTheDocument();
  },
};

export const LongThaiText: Story = {
  args: {
    label: 'แนบภาพกิจกรรมบุญที่ท่านได้ร่วมทำในวันนี้ เพื่อแบ่งปันความสุขให้กัลยาณมิตรทั่วโลกได้อนุโมทนา',
    hint: 'เลือกได้หลายภาพพร้อมกัน ภาพที่มีขนาดใหญ่จะถูกย่อให้เหมาะสมก่อนอัปโหลดโดยอัตโนมัติ',
    error: newPostWarning,
    required: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
