import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SocialLinksDialog } from './SocialLinksDialog';
import { longLinks, memberLinks } from './SocialLinksDialog.fixtures';

const meta = {
  title: 'Components/SocialLinksDialog/Features',
  component: SocialLinksDialog,
  args: { values: memberLinks, defaultOpen: true, onSave: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof SocialLinksDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No links yet: five empty inputs with example addresses. */
export const Empty: Story = {
  args: { values: {} },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    for (const input of within(dialog).getAllByRole('textbox')) await expect(input).toHaveValue('');
  },
};

/** While the update runs: both buttons disabled. */
export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /บันทึก/ })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง' },
  play: async () => {
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent('บันทึกไม่สำเร็จ');
  },
};

/** Long addresses with Thai paths stay inside their inputs. */
export const LongThaiText: Story = {
  args: { values: longLinks },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

export const Phone: Story = {
  args: { values: longLinks },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};
