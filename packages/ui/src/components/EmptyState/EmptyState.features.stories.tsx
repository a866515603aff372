import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BellIcon, SearchIcon } from '../../icons';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState/Features',
  component: EmptyState,
  args: { title: 'ยังไม่มีการแจ้งเตือนใหม่' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /noti with nothing new: the product's empty text, verbatim. */
export const NoNotifications: Story = {
  args: { icon: <BellIcon />, title: 'ยังไม่มีการแจ้งเตือนใหม่' },
};

export const TitleOnly: Story = {
  args: { title: 'ไม่พบผลการค้นหา' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="Icon"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="Description"]')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    icon: <BellIcon />,
    description: 'เมื่อมีคนสาธุหรือแชร์โพสต์ของคุณ จะแจ้งให้ทราบที่นี่',
    action: <Button variant="secondary">สำรวจโพสต์ทั้งหมด</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'สำรวจโพสต์ทั้งหมด' })).toBeInTheDocument();
  },
};

const lotus =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><path d="M80 10c14 18 14 46 0 70c-14-24-14-52 0-70z" fill="#E9AE52"/><path d="M80 80c-6-26-24-44-52-48c4 30 24 48 52 48z" fill="#D99B2B"/><path d="M80 80c6-26 24-44 52-48c-4 30-24 48-52 48z" fill="#D99B2B"/><rect x="30" y="86" width="100" height="6" rx="3" fill="#9A4A08"/></svg>',
  );

export const WithIllustration: Story = {
  args: {
    illustration: <img src={lotus} alt="" width={160} height={100} />,
    title: 'ยังไม่มีโพสต์',
    description: 'เริ่มแบ่งปันเรื่องราวดี ๆ เป็นโพสต์แรกของคุณ',
    action: <Button>สร้างโพสต์</Button>,
  },
};

/** Search as you type: the empty state replaces the results and is announced (`role="status"`). */
export const AnnouncedInSearch: Story = {
  render: function Render() {
    const [query, setQuery] = useState('');
    return (
      <Stack gap="4">
        <TextField
          label="ค้นหาสมาชิก"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div role="status">
          {query.length >= 3 ? <EmptyState icon={<SearchIcon />} title="ไม่พบผลการค้นหา" /> : null}
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ค้นหาสมาชิก' }), 'ฬฬฬ');
    await expect(canvas.getByRole('status')).toHaveTextContent('ไม่พบผลการค้นหา');
  },
};

export const LongThaiText: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'ไม่พบผลการค้นหาสำหรับ "พระธรรมเทศนาเรื่องมงคลชีวิต ๓๘ ประการ ฉบับสมบูรณ์"',
    description: 'ระบบค้นหาเฉพาะชื่อสมาชิก ลองพิมพ์ชื่อหรือนามสกุลของผู้นำแสงสว่างที่คุณต้องการค้นหา อย่างน้อย 3 ตัวอักษร',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Phone: Story = {
  args: {
    icon: <BellIcon />,
    description: 'เมื่อมีคนสาธุหรือแชร์โพสต์ของคุณ จะแจ้งให้ทราบที่นี่',
    action: <Button variant="secondary">สำรวจโพสต์ทั้งหมด</Button>,
  },
  parameters: { screenshot: { viewport: 'phone' } },
};
