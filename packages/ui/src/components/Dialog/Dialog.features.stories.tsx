import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Dialog, type DialogContentProps } from './Dialog';

interface OpenDialogProps extends DialogContentProps {
  /** Content of `Dialog.Body`; no body when omitted. */
  body?: ReactNode;
  /** Content of `Dialog.Footer`; no footer when omitted. */
  actions?: ReactNode;
}

/** Opened on first render, so the screenshot shows the dialog without a click. */
function OpenDialog({ body, actions, ...props }: OpenDialogProps) {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger>
        <Button>เปิด</Button>
      </Dialog.Trigger>
      <Dialog.Content {...props}>
        {body ? <Dialog.Body>{body}</Dialog.Body> : null}
        {actions ? <Dialog.Footer>{actions}</Dialog.Footer> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Components/Dialog/Features',
  component: OpenDialog,
  args: { title: 'แก้ไขโปรไฟล์' },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <Dialog.Close>
      <Button variant="secondary">ยกเลิก</Button>
    </Dialog.Close>
    <Button>บันทึก</Button>
  </>
);

const paragraph =
  'ผู้สร้างสรรค์ผลงานต้องเป็นเจ้าของเนื้อหาเอง ไม่ผิดกฎหมายหรือศีลธรรม ไม่สร้างความทุกข์ใจหรือความแตกแยก และไม่คัดลอกผลงานของผู้อื่น ทีมงานอาจยกเลิกสถานะหรือปรับเปลี่ยนเงื่อนไขได้ตามความเหมาะสม';

export const WithDescription: Story = {
  args: {
    description: 'ชื่อและคำแนะนำตัวจะแสดงบนหน้าโปรไฟล์ของคุณ',
    actions,
    body: <p style={{ margin: 0 }}>ชื่อที่แสดง: สมใจ ใจบุญ</p>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    await expect(dialog).toHaveAccessibleDescription('ชื่อและคำแนะนำตัวจะแสดงบนหน้าโปรไฟล์ของคุณ');
  },
};

export const WithoutDescription: Story = {
  args: { actions, body: <p style={{ margin: 0 }}>ชื่อที่แสดง: สมใจ ใจบุญ</p> },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#E9AE52"/><circle cx="120" cy="96" r="48" fill="#9A4A08"/><rect x="48" y="160" width="144" height="80" rx="72" fill="#9A4A08"/></svg>',
  );

/** The title stays for screen readers (the dialog keeps its name) but is not drawn. */
export const HiddenTitle: Story = {
  args: {
    title: 'รูปโปรไฟล์ของ สมใจ ใจบุญ',
    hideTitle: true,
    size: 'sm',
    body: <img src={portrait} alt="" width={240} height={240} style={{ margin: '0 auto' }} />,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'รูปโปรไฟล์ของ สมใจ ใจบุญ' });
    const title = within(dialog).getByRole('heading', { name: 'รูปโปรไฟล์ของ สมใจ ใจบุญ' });
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'ชื่อนี้มีผู้ใช้แล้ว', description: 'กรุณาเลือกชื่อผู้ใช้อื่น', actions },
};

export const Large: Story = {
  args: {
    size: 'lg',
    title: 'เงื่อนไขการเป็นผู้สร้างสรรค์',
    actions,
    body: <p style={{ margin: 0 }}>{paragraph}</p>,
  },
};

/** Phones get a bottom sheet: full width, docked to the bottom edge, actions stacked, primary on top. */
export const PhoneBottomSheet: Story = {
  args: {
    description: 'ชื่อและคำแนะนำตัวจะแสดงบนหน้าโปรไฟล์ของคุณ',
    actions,
    body: <p style={{ margin: 0 }}>ชื่อที่แสดง: สมใจ ใจบุญ</p>,
  },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'แก้ไขโปรไฟล์' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBe(window.innerHeight);
      expect(Math.round(box.width)).toBe(window.innerWidth);
    });
    const save = within(dialog).getByRole('button', { name: 'บันทึก' });
    const cancel = within(dialog).getByRole('button', { name: 'ยกเลิก' });
    await expect(save.getBoundingClientRect().top).toBeLessThan(cancel.getBoundingClientRect().top);
  },
};

/** Long Thai content: the body scrolls between a fixed header and fixed actions, and takes focus. */
export const LongThaiText: Story = {
  args: {
    title: 'เงื่อนไขการสมัครเป็นผู้สร้างสรรค์ผลงานเผยแผ่ธรรมะออนไลน์ของชุมชนผู้นำแสงสว่าง',
    description: 'โปรดอ่านให้ครบก่อนกดสมัคร',
    actions,
    body: (
      <Stack gap="4">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <p key={n} style={{ margin: 0 }}>
            {n}. {paragraph}
          </p>
        ))}
      </Stack>
    ),
  },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('[data-part="Body"]')!;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const save = within(dialog).getByRole('button', { name: 'บันทึก' });
    // waitFor: the sheet slides in (a transform) before it rests at the bottom edge.
    await waitFor(() => expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    // The close button comes first, then the scrollable body.
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};
