import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog } from './LoginDialog';

const meta = {
  title: 'Components/LoginDialog/Features',
  component: LoginDialog,
  args: { privacyHref: '/privacy', defaultOpen: true, onGoogle: fn(), onLine: fn(), onTikTok: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Privacy unticked: Google is disabled and says why; LINE and TikTok stay available. */
export const PrivacyUnchecked: Story = {
  parameters: {
    screenshot: {
      target: 'page',
      // Measured in a full run: the pill buttons' right edges repaint one colour step apart.
      tolerance: { pixels: 6, reason: 'button edge antialiasing alternates after repaint' },
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const page = within(dialog);
    await userEvent.click(page.getByRole('checkbox'));
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย TikTok' })).toBeEnabled();
    // The dialog may still be fading in (its opacity) when the hint appears.
    await waitFor(() => expect(page.getByText(/ยอมรับนโยบายความเป็นส่วนตัวก่อน/)).toBeVisible());
  },
};

/** LINE sign-in running: its button spins and is busy, the others wait. */
export const BusyLine: Story = {
  args: { busy: 'line' },
  play: async ({ args }) => {
    const page = within(await within(document.body).findByRole('dialog'));
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย TikTok' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onTikTok).not.toHaveBeenCalled();
  },
};

/** The app's LINE error (product §5: LINE login requires an e-mail), announced as an alert. */
export const WithError: Story = {
  args: { error: 'บัญชี LINE นี้ไม่มีอีเมล กรุณาเพิ่มอีเมลในบัญชี LINE หรือเข้าสู่ระบบด้วยช่องทางอื่น' },
  play: async () => {
    const page = within(await within(document.body).findByRole('dialog'));
    await expect(page.getByRole('alert')).toHaveTextContent('บัญชี LINE นี้ไม่มีอีเมล');
  },
};

export const LongThaiText: Story = {
  args: {
    title: 'เข้าสู่ระบบเพื่อร่วมสาธุ แสดงความคิดเห็น และแชร์โพสต์ธรรมะให้เพื่อน ๆ ของท่าน',
    description:
      'สมาชิกใหม่สมัครได้ทันทีด้วยบัญชี Google, LINE หรือ TikTok ที่ท่านใช้อยู่ ไม่ต้องตั้งรหัสผ่านใหม่ และแก้ไขข้อมูลโปรไฟล์ได้ภายหลัง',
    error:
      'ไม่สามารถเข้าสู่ระบบด้วย LINE ได้ในขณะนี้ กรุณาลองใหม่อีกครั้งในภายหลัง หรือเลือกเข้าสู่ระบบด้วยช่องทางอื่นที่แสดงอยู่ด้านล่าง',
  },
};

/** Phones: the dialog is a bottom sheet with full-width buttons. */
export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};

/** LINE not configured on the service (no LIFF id): no LINE button; an e-mail link offered instead. */
export const WithoutLineWithEmail: Story = {
  args: { onLine: undefined, onEmail: fn() },
  play: async ({ args }) => {
    const page = within(await within(document.body).findByRole('dialog'));
    await expect(page.queryByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'เข้าสู่ระบบด้วยอีเมล' }));
    await expect(args.onEmail).toHaveBeenCalledTimes(1);
  },
};
