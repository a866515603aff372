import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';
import { StoryFilePicker } from './Field.fixtures';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'ภาพประกอบโพสต์',
    hint: 'เลือกได้หลายภาพ ไฟล์ JPG หรือ PNG',
    // The post composer's image picker: a control the design system has no component for.
    children: (control) => <StoryFilePicker type="file" accept="image/*" multiple {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('ภาพประกอบโพสต์');
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAccessibleDescription('เลือกได้หลายภาพ ไฟล์ JPG หรือ PNG');
    await expect(picker).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = {
  args: {
    required: true,
    error: 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!',
  },
};
