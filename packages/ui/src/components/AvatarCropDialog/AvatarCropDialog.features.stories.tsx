import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AvatarCropDialog } from './AvatarCropDialog';
import { demoPhotoFile, notAnImage } from './AvatarCropDialog.fixtures';

const meta = {
  title: 'Components/AvatarCropDialog/Features',
  component: AvatarCropDialog,
  args: { file: null, defaultOpen: true, onSave: fn() },
  loaders: [async () => ({ photo: await demoPhotoFile() })],
  render: (args, { loaded }) => <AvatarCropDialog {...args} file={args.file ?? (loaded.photo as File)} />,
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof AvatarCropDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready() {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', expect.stringMatching(/ready|loading/)));
  await within(dialog).findByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' });
  return dialog;
}

/** The upload runs: Cancel and Save disabled, Save spins. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const dialog = await ready();
    await expect(dialog).toHaveAttribute('data-state', 'loading');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /บันทึก/ })).toBeDisabled();
  },
};

/** A text file named photo.jpg: its first bytes are not PNG, GIF or JPEG, so it is refused. */
export const RejectedFile: Story = {
  args: { file: notAnImage },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('ไฟล์นี้ไม่ใช่รูปภาพที่รองรับ');
    await expect(dialog).toHaveAttribute('data-state', 'rejected');
    await expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toBeDisabled();
  },
};

/** The upload failed: the app's long Thai message above the crop. */
export const UploadError: Story = {
  args: {
    error: 'อัปโหลดรูปไม่สำเร็จ อาจเป็นเพราะสัญญาณอินเทอร์เน็ตไม่เสถียร กรุณาตรวจสอบการเชื่อมต่อแล้วลองบันทึกใหม่อีกครั้ง',
  },
  parameters: {
    screenshot: {
      target: 'page',
      // Measured in a full run: the Cancel button's rounded edge repaints one colour step apart.
      tolerance: { pixels: 4, reason: 'footer button edge antialiasing alternates after repaint' },
    },
  },
  play: async () => {
    const dialog = await ready();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('อัปโหลดรูปไม่สำเร็จ');
  },
};

/** A second seeded photo, on a phone: the bottom sheet. */
export const Phone: Story = {
  loaders: [async () => ({ photo: await demoPhotoFile(7) })],
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await ready();
  },
};
