import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { ShareDialog } from './ShareDialog';
import { sharedPost, shareUrl } from './ShareDialog.fixtures';

const meta = {
  title: 'Components/ShareDialog',
  component: ShareDialog,
  args: {
    url: shareUrl,
    defaultText: sharedPost.des,
    onSendLine: fn(),
    onCopy: fn(),
    onShareNetwork: fn(),
    onOpenChange: fn(),
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { trigger: <Button variant="secondary">แชร์</Button> },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'แชร์' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    await expectFocusTrapped(dialog, 4);
    await expectEscapeReturnsFocus(dialog, trigger);

    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    const facebook = within(dialog).getByRole('link', { name: /แชร์ไปที่ Facebook/ });
    await expect(facebook.getAttribute('href')).toContain(encodeURIComponent(shareUrl));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' }));
    await expect(args.onSendLine).toHaveBeenCalledWith({ text: sharedPost.des.trim(), url: shareUrl });
    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    await expect(args.onCopy).toHaveBeenCalledWith(shareUrl);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'คัดลอกแล้ว' })).toBeVisible());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };
