import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { Dialog, dialogSizes } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog.Content,
  args: {
    title: 'แชร์ไปได้บุญ',
    description: 'คัดลอกข้อความด้านล่าง แล้วส่งต่อให้เพื่อนทาง LINE หรือโซเชียลที่ใช้อยู่',
    onEscapeKeyDown: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: { screenshot: { target: 'page' } },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>แชร์</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Body>
          <p style={{ margin: 0 }}>ร่วมอนุโมทนาบุญกับโพสต์นี้ได้ที่ 072.today — ทุกการแชร์คือการส่งต่อแสงสว่างแห่งธรรม</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">ยกเลิก</Button>
          </Dialog.Close>
          <Button>คัดลอกข้อความ</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'แชร์' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    await expect(dialog).toHaveAccessibleDescription(/คัดลอกข้อความด้านล่าง/);
    await expect(within(dialog).getByRole('button', { name: 'ปิด' })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await expectEscapeReturnsFocus(dialog, trigger);
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
    // Open again so the screenshot and axe cover the open dialog.
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
  },
};

export const Playground: Story = {
  args: { size: 'md', hideTitle: false, closeButton: true },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger>
        <Button>เปิดหน้าต่าง</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Body>
          <p style={{ margin: 0 }}>เนื้อหาของหน้าต่าง เลื่อนดูได้เมื่อยาวเกินจอ</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button>ตกลง</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
};
