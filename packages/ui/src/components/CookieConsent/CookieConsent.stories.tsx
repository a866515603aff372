import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieConsent, cookieConsentPositions } from './CookieConsent';

const meta = {
  title: 'Components/CookieConsent',
  component: CookieConsent,
  args: { privacyHref: '/privacy', cookieHref: '/cookie', onAccept: fn() },
  argTypes: { position: { control: 'inline-radio', options: cookieConsentPositions } },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof CookieConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pinned to the bottom of the page until the member accepts. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'การใช้คุกกี้' });
    const notice = within(region);
    await expect(notice.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(notice.getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookie');
    await userEvent.click(notice.getByRole('button', { name: 'ยอมรับทั้งหมด' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { position: 'static' } };
