import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker } from './ImagePicker';
import { imageFile, pickedImages } from './ImagePicker.fixtures';

const meta = {
  title: 'Components/ImagePicker/Features',
  component: ImagePicker,
  args: { label: 'ภาพของที่ระลึก', images: pickedImages, onPick: fn(), onRemove: fn(), onMove: fn() },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uploading (with progress) and failed pictures, as the app reports them. */
export const UploadStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'กำลังอัปโหลด… IMG_2034.jpg' })).toHaveAttribute(
      'value',
      '40',
    );
    await expect(canvas.getByText('อัปโหลดแล้ว 40%')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('ไฟล์ใหญ่เกิน 10 MB กรุณาย่อภาพแล้วลองใหม่');
    await expect(canvas.getByText('ภาพหลัก')).toBeVisible();
  },
};

/** Nothing picked yet: the add button and, with a mouse, the drop hint. */
export const Empty: Story = {
  args: { images: [], required: true, hint: 'JPEG หรือ PNG ไม่เกิน 10 MB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'เลือกภาพ' })).toBeVisible();
  },
};

/** One picture only (a badge): the set is full, the add button goes, the chooser takes one file. */
export const SingleFull: Story = {
  args: { label: 'ภาพเหรียญตรา', images: pickedImages.slice(0, 1), max: 1, onMove: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ครบจำนวนภาพแล้ว')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'เลือกภาพ' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
    await expect(canvas.queryByRole('button', { name: /^เลื่อนภาพ/ })).not.toBeInTheDocument();
  },
};

/** Files beyond the limit are left out: one place left, one file goes through. */
export const BeyondLimit: Story = {
  args: { images: pickedImages.slice(0, 2), max: 3 },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'ภาพของที่ระลึก' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [imageFile('หนึ่ง.jpg'), imageFile('สอง.png', 'image/png')]);
    await expect((args.onPick as ReturnType<typeof fn>).mock.calls[0]?.[0].map((f: File) => f.name)).toEqual([
      'หนึ่ง.jpg',
    ]);
    await expect(group).toHaveAttribute('data-drop', 'idle');
  },
};

/** The app's message about the whole set. */
export const WithError: Story = {
  args: { images: [], required: true, error: 'ต้องมีภาพอย่างน้อย 1 ภาพ' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /^ภาพของที่ระลึก/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('ต้องมีภาพอย่างน้อย 1 ภาพ');
  },
};

export const Disabled: Story = {
  args: { images: pickedImages.slice(0, 2), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'เลือกภาพ' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ลบภาพ สมุดบันทึกบุญ-ปกหน้า.jpg' })).toBeDisabled();
  },
};

/** Phones: two pictures a row; the buttons keep their touch size. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};
