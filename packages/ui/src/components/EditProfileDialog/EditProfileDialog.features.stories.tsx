import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EditProfileDialog } from './EditProfileDialog';
import { longThaiValues, memberValues } from './EditProfileDialog.fixtures';

const meta = {
  title: 'Components/EditProfileDialog/Features',
  component: EditProfileDialog,
  args: { values: memberValues, defaultOpen: true, onSave: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof EditProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the update runs: both buttons disabled, Save spins. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-state', 'loading');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /บันทึก/ })).toBeDisabled();
  },
};

/** The update failed: the app's message above the fields, nothing typed is lost. */
export const WithError: Story = {
  args: { error: 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('บันทึกไม่สำเร็จ');
  },
};

/** A member without a handle or bio yet. */
export const Empty: Story = {
  args: { values: { name: memberValues.name, bio: '', handle: '' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('textbox', { name: /ชื่อผู้ใช้/ })).toHaveValue('');
  },
};

export const LongThaiText: Story = {
  args: { values: longThaiValues },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

export const Phone: Story = {
  args: { values: longThaiValues },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};
