import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MedalIcon } from '../../icons';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/Alert/Dialog',
  component: AlertDialog,
  args: {
    tone: 'warning',
    title: 'กรุณากรอกข้อมูลให้ครบทุกช่อง',
    onAction: fn(),
    onOpenChange: fn(),
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The creator application's alert when a required field is empty. */
export const FillEveryField: Story = {
  args: { trigger: <Button>สมัครเป็นผู้สร้างสรรค์</Button> },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'สมัครเป็นผู้สร้างสรรค์' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('alertdialog', { name: 'กรุณากรอกข้อมูลให้ครบทุกช่อง' });
    const ok = within(dialog).getByRole('button', { name: 'ตกลง' });
    await waitFor(() => expect(ok).toHaveFocus());
    await expectFocusTrapped(dialog, 2);
    await expectEscapeReturnsFocus(dialog, trigger);
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await body.findByRole('alertdialog');
  },
};

/** The sharer application's alert. */
export const MarkedFields: Story = {
  args: {
    defaultOpen: true,
    title: 'กรุณากรอกข้อมูลในช่องที่มีเครื่องหมาย *',
    message: 'ชื่อ เบอร์มือถือ และ LINE ID จำเป็นต้องกรอก',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('ชื่อ เบอร์มือถือ และ LINE ID จำเป็นต้องกรอก');
    await expect(within(dialog).queryByRole('button', { name: 'ปิด' })).not.toBeInTheDocument();
  },
};

/** The badge holders list on /stat, closed by 'สาธุ !'. */
export const BadgeHolders: Story = {
  args: {
    defaultOpen: true,
    tone: 'success',
    icon: <MedalIcon />,
    title: 'ผู้ได้รับเหรียญผู้นำแสงสว่าง',
    message: '3 คน',
    actionLabel: 'สาธุ !',
    children: (
      <Stack as="ul" gap="2" style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        <li>สมใจ ใจบุญ</li>
        <li>ประเสริฐ ศรัทธาดี</li>
        <li>มาลี ทองคำ</li>
      </Stack>
    ),
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ผู้ได้รับเหรียญผู้นำแสงสว่าง' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    const amen = within(dialog).getByRole('button', { name: 'สาธุ !' });
    await waitFor(() => expect(amen).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A done modal: success tone, one button that leads on. */
export const Done: Story = {
  args: {
    defaultOpen: true,
    tone: 'success',
    title: 'สมัครเรียบร้อยแล้ว',
    message: 'เข้ากลุ่มแชทผู้นำแสงสว่างทาง LINE เพื่อรับข่าวสารก่อนใคร',
    actionLabel: 'กลับหน้าแรก',
  },
};

export const LongThaiText: Story = {
  args: {
    defaultOpen: true,
    tone: 'danger',
    title: 'จำนวนที่แลกเกินกำหนด หรือแต้มบุญไม่พอสำหรับแลกของที่ระลึกทั้งหมดในตะกร้า',
    message:
      'ลองลดจำนวนของที่ระลึกบางรายการ หรือสะสมแต้มบุญเพิ่มจากการแชร์โพสต์ แล้วกลับมาแลกใหม่อีกครั้ง ของที่ระลึกบางรายการจำกัดจำนวนต่อวัน',
  },
};

export const Phone: Story = {
  args: { defaultOpen: true, message: 'ชื่อ เบอร์มือถือ LINE ID และที่อยู่' },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};
