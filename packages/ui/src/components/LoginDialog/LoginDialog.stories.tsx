import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { Button } from '../Button';
import { LoginDialog, loginProviders } from './LoginDialog';

const meta = {
  title: 'Components/LoginDialog',
  component: LoginDialog,
  args: { privacyHref: '/privacy', onGoogle: fn(), onLine: fn(), onTikTok: fn(), onOpenChange: fn() },
  argTypes: { busy: { control: 'inline-radio', options: [null, ...loginProviders] } },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the landing page's button; unticking the privacy box disables Google. */
export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>สมัครสมาชิก / เข้าสู่ระบบ</Button>
        <LoginDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'สมัครสมาชิก / เข้าสู่ระบบ' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
    const page = within(dialog);
    const google = page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' });
    const privacy = page.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ });
    await expect(privacy).toBeChecked();
    await expect(page.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(google);
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);

    await userEvent.click(privacy);
    await expect(privacy).not.toBeChecked();
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(/ยอมรับนโยบายความเป็นส่วนตัวก่อน/);
    await userEvent.click(page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }));
    await expect(args.onLine).toHaveBeenCalledTimes(1);
    await userEvent.click(privacy);
    await expect(google).toBeEnabled();

    await expectFocusTrapped(dialog);
    await expectEscapeReturnsFocus(dialog, trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog', { name: 'เข้าสู่ระบบ / สมัครสมาชิก' });
  },
};

export const Playground: Story = {
  args: { defaultOpen: true, busy: null },
};
