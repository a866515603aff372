import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    title: 'ต้องการลบโพสต์ของคุณใช่ไหม',
    message: 'เมื่อลบแล้วจะกู้คืนไม่ได้',
    confirmLabel: 'ลบโพสต์',
    tone: 'danger',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The delete-post confirmation of the posts tab and the post menu. */
export const Danger: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
    await expect(within(dialog).getByRole('button', { name: 'ลบโพสต์' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await expect(within(dialog).queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
  },
};

/** The kiosk's check before saving a certificate: default tone, 'ใช่' / 'ยกเลิก'. */
export const KioskNameCheck: Story = {
  args: {
    tone: 'default',
    title: 'ชื่อของคุณถูกต้องหรือไม่',
    message: 'สมใจ ใจบุญ',
    confirmLabel: 'ใช่',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ชื่อของคุณถูกต้องหรือไม่' });
    await expect(within(dialog).getByRole('button', { name: 'ใช่' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
};

/** Defaults from the catalogue: 'ยืนยัน' and 'ยกเลิก'. */
export const DefaultLabels: Story = {
  args: { tone: 'default', title: 'ออกจากระบบใช่ไหม', message: undefined, confirmLabel: undefined },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ออกจากระบบใช่ไหม' });
    await expect(within(dialog).getByRole('button', { name: 'ยืนยัน' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeInTheDocument();
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/** While the delete runs: a spinner on confirm, cancel disabled, Escape and the backdrop ignored. */
export const Busy: Story = {
  args: { busy: true, open: true, defaultOpen: undefined },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
    await expect(within(dialog).getByRole('button', { name: 'ลบโพสต์' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Controlled by the app: confirm starts the work, `busy` shows, the app closes it when done. */
export const ControlledAsync: Story = {
  args: { defaultOpen: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const [finish, setFinish] = useState<null | (() => void)>(null);
    return (
      <>
        <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
          ลบโพสต์
        </Button>
        <Button variant="ghost" size="sm" disabled={!finish} onClick={() => finish?.()}>
          จำลองว่าลบเสร็จ
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          busy={busy}
          onConfirm={() => {
            args.onConfirm();
            setBusy(true);
            setFinish(() => () => {
              setBusy(false);
              setOpen(false);
              setFinish(null);
            });
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'ลบโพสต์' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'ลบโพสต์' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Still open and busy until the app says the work is done.
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeInTheDocument();
    // The page behind is inert for pointers while the modal is open; finish through the DOM.
    canvas.getByRole('button', { name: 'จำลองว่าลบเสร็จ', hidden: true }).click();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A back-office bulk action that failed: the app's message shows inside the dialog, which stays
 * open so staff can try again or cancel.
 */
export const Failed: Story = {
  args: {
    title: 'ซ่อนของที่ระลึก 3 รายการจากร้านใช่ไหม',
    message: 'สมาชิกจะไม่เห็นของที่ระลึกเหล่านี้จนกว่าจะนำกลับมาวางขาย ดูย้อนหลังได้ในบันทึกการทำงาน',
    confirmLabel: 'ซ่อนจากร้าน',
    error: 'บันทึกไม่สำเร็จ การเชื่อมต่อขัดข้อง กรุณาลองอีกครั้ง',
    open: true,
    defaultOpen: undefined,
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'ซ่อนของที่ระลึก 3 รายการจากร้านใช่ไหม',
    });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('ทำรายการไม่สำเร็จ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ซ่อนจากร้าน' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
  },
};

export const LongThaiText: Story = {
  args: {
    title: 'ต้องการลบโพสต์ "ร่วมทำบุญตักบาตรเทโวโรหณะ ณ วัดพระธรรมกาย ประจำปี ๒๕๖๘" ของคุณใช่ไหม',
    message: 'เมื่อลบแล้ว ยอดคลิก ยอดแชร์ และความคิดเห็นทั้งหมดของโพสต์นี้จะหายไปด้วย และจะกู้คืนไม่ได้',
    confirmLabel: 'ลบโพสต์นี้ถาวร',
    cancelLabel: 'เก็บโพสต์ไว้ก่อน',
  },
};

export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};
