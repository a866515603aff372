import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarIcon, CoinIcon, HomeIcon, TrophyIcon } from '../../icons';
import { FakeRouterLink } from '../../test/FakeRouterLink';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Link } from './Link';

const meta = {
  title: 'Components/Link/Features',
  component: Link,
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside running text: underlined below the Thai lower vowels. */
export const Inline: Story = {
  render: () => (
    <Text>
      การใช้งานเว็บไซต์นี้ถือว่าท่านยอมรับ <Link href="#privacy">นโยบายความเป็นส่วนตัว</Link> และ{' '}
      <Link href="#cookie">นโยบายคุกกี้</Link> ของผู้ถือประทีปทุกประการ
    </Text>
  ),
};

/** On its own line with a leading icon: the sidebar's links. */
export const Standalone: Story = {
  render: () => (
    <Stack gap="0">
      <Link variant="standalone" tone="inherit" href="#feed" leadingIcon={<HomeIcon />}>
        ฟีด
      </Link>
      <Link variant="standalone" tone="inherit" href="#topshare" leadingIcon={<TrophyIcon />}>
        สถิติการแชร์
      </Link>
      <Link variant="standalone" tone="inherit" href="#coin" leadingIcon={<CoinIcon />}>
        แลกของที่ระลึก
      </Link>
      <Link variant="standalone" href="#all-days" leadingIcon={<CalendarIcon />}>
        แสดงทุกวัน
      </Link>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ฟีด' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** New tab, safe rel, an arrow, and '(เปิดในแท็บใหม่)' in its accessible name. */
export const External: Story = {
  render: () => (
    <Stack gap="4">
      <Text>
        ดูวิดีโอต้นฉบับที่{' '}
        <Link href="https://www.youtube.com/" external>
          YouTube
        </Link>
      </Text>
      <Link variant="standalone" href="https://example.org/manual" external>
        คู่มือการใช้งาน
      </Link>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'YouTube (เปิดในแท็บใหม่)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** `as` renders the app's router link: here a stand-in with react-router's `to` prop. */
export const AsRouterLink: Story = {
  render: () => (
    <Text>
      พบกับ{' '}
      <Link as={FakeRouterLink} to="/creator">
        ผู้ถือประทีปออนไลน์
      </Link>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ผู้ถือประทีปออนไลน์' });
    await expect(link).toHaveAttribute('href', '/creator');
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('data-component', 'Link');
  },
};

/** Author names in a card inherit the text colour. */
export const InheritTone: Story = {
  render: () => (
    <Text weight="bold">
      <Link tone="inherit" href="#u42">
        สมชาย ใจดี
      </Link>
    </Text>
  ),
};

/** A long Thai link wraps at word boundaries; a long URL wraps anywhere. */
export const LongThaiText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  render: () => (
    <Stack gap="4">
      <Text>
        <Link href="#notice">
          ประกาศเรื่องการเปิดรับสมัครผู้สร้างสรรค์ผลงานเผยแผ่ธรรมะออนไลน์ประจำปีสองพันห้าร้อยหกสิบแปด
        </Link>
      </Text>
      <Text>
        <Link href="https://example.org/p/12345" external>
          https://example.org/posts/12345/วิสาขบูชา-แผ่เมตตา
        </Link>
      </Text>
    </Stack>
  ),
};
