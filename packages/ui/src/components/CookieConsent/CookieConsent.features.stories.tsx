import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { CookieConsent } from './CookieConsent';

const meta = {
  title: 'Components/CookieConsent/Features',
  component: CookieConsent,
  args: { privacyHref: '/privacy', cookieHref: '/cookie', onAccept: fn() },
  parameters: { screenshot: { target: 'page' } },
  decorators: [
    (Story) => (
      <>
        <Stack as="main" gap="4" align="start">
          <Heading as="h1">ร่วมส่งต่อแสงสว่างแห่งธรรม</Heading>
          <Text>เนื้อหาของหน้ายังอ่านและใช้งานได้ตามปกติขณะที่ประกาศเรื่องคุกกี้แสดงอยู่ด้านล่าง</Text>
          <Button variant="secondary">สำรวจโพสต์ทั้งหมด</Button>
        </Stack>
        {Story()}
      </>
    ),
  ],
} satisfies Meta<typeof CookieConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Non-modal: the page stays reachable by keyboard and by screen readers while the notice shows. */
export const NonModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pageButton = canvas.getByRole('button', { name: 'สำรวจโพสต์ทั้งหมด' });
    await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-hidden');
    await expect(canvas.getByRole('region', { name: 'การใช้คุกกี้' })).not.toHaveAttribute('aria-modal');
    pageButton.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(pageButton).toHaveFocus();
  },
};

export const Phone: Story = {
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};

export const Desktop: Story = {};

export const LongThaiText: Story = {
  args: {
    message:
      'เว็บไซต์นี้ใช้คุกกี้ที่จำเป็นต่อการเข้าสู่ระบบ การจดจำโหมดกลางคืน และการวัดสถิติการใช้งานแบบไม่ระบุตัวตน เพื่อให้ท่านใช้งานได้สะดวกและปลอดภัย ท่านอ่านรายละเอียดทั้งหมดได้ที่',
  },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
};

/** In the flow rather than pinned (previews, docs). */
export const Static: Story = { args: { position: 'static' } };
