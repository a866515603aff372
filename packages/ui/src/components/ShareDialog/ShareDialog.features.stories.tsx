import { graphemeLength } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareDialog } from './ShareDialog';
import { longPost, longShareUrl, sharedPost, shareUrl } from './ShareDialog.fixtures';

const meta = {
  title: 'Components/ShareDialog/Features',
  component: ShareDialog,
  args: {
    url: shareUrl,
    defaultText: sharedPost.des,
    defaultOpen: true,
    onSendLine: fn(),
    onCopy: fn(),
    onShareNetwork: fn(),
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: a bottom sheet, four network buttons per row, the two actions side by side. */
export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(7);
  },
};

/** After a copy the button says so (and a status region announces it) until the dialog closes. */
export const Copied: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    await expect(args.onCopy).toHaveBeenCalledWith(shareUrl);
    const done = await within(dialog).findByRole('button', { name: 'คัดลอกแล้ว' });
    await expect(done).toHaveAttribute('data-state', 'copied');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
  },
};

/**
 * Offline: the app's notice says sending needs a connection; 'send to LINE' and the networks are
 * off, the text stays editable and copying the link still works.
 */
export const Offline: Story = {
  args: {
    offlineNotice:
      'ออฟไลน์อยู่ การส่งต่อทาง LINE และช่องทางอื่นต้องเชื่อมต่ออินเทอร์เน็ต คัดลอกลิงก์เก็บไว้ได้ แล้วส่งต่อเมื่อกลับมาออนไลน์',
  },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'แชร์ไปได้บุญ' });
    await expect(dialog).toHaveAttribute('data-connection', 'offline');
    const notice = dialog.querySelector('[data-part="Offline"]');
    await expect(notice).toHaveTextContent('ต้องเชื่อมต่ออินเทอร์เน็ต');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' })).toBeDisabled();
    const facebook = within(dialog).getByRole('link', { name: /แชร์ไปที่ Facebook/ });
    await expect(facebook).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    await expect(args.onCopy).toHaveBeenCalledWith(shareUrl);
    await expect(args.onShareNetwork).not.toHaveBeenCalled();
  },
};

/** The clipboard refused (the app's `onCopy` rejected): the button stays 'คัดลอกลิงก์'. */
export const CopyFailed: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const copy = within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' });
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(copy).toHaveAttribute('data-state', 'idle'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
  },
};

/**
 * A description over LINE's 350 characters and a long link: the box scrolls after six lines, the
 * counter shows the overflow, and 'send to LINE' receives the text cut to 350.
 */
export const LongThaiText: Story = {
  args: { url: longShareUrl, defaultText: longPost.des },
  parameters: {
    screenshot: {
      target: 'page',
      // Measured: the Close button's rounded edge repaints one colour step apart between runs
      // (25 pixels off by 1 of 255, 2 of them outside pixelmatch's antialiasing detection).
      tolerance: { pixels: 4, reason: 'Close button edge antialiasing alternates after repaint' },
    },
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' }));
    const sent = (args.onSendLine as ReturnType<typeof fn>).mock.calls[0]?.[0] as { text: string };
    await expect(graphemeLength(sent.text)).toBe(350);
    await expect(sent.text.endsWith('...')).toBe(true);
  },
};

/** The member edits the text: the network links follow it. */
export const EditedText: Story = {
  args: { defaultText: '' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /ข้อความที่แชร์/ }), 'ฟังแล้วใจสงบ');
    const twitter = within(dialog).getByRole('link', { name: /X \(Twitter\)/ });
    await expect(twitter.getAttribute('href')).toContain(encodeURIComponent('ฟังแล้วใจสงบ'));
  },
};

/** The app may offer fewer networks (e.g. inside LINE, where LINE's own button is enough). */
export const FewerNetworks: Story = {
  args: { networks: ['facebook', 'twitter', 'email'] },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    const email = within(dialog).getByRole('link', { name: /อีเมล/ });
    await expect(email).not.toHaveAttribute('target');
  },
};
