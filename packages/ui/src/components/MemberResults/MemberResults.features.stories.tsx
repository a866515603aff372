import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchBox } from '../SearchBox';
import { MemberResults } from './MemberResults';
import { found, sampleQuery } from './MemberResults.fixtures';

const meta = {
  title: 'Components/MemberResults/Features',
  component: MemberResults,
  args: { members: [], state: 'done' },
} satisfies Meta<typeof MemberResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody matched: the product's 'ไม่พบผลการค้นหา'. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ไม่พบผลการค้นหา')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'กำลังโหลด…' })).toBeInTheDocument();
  },
};

/** Text under the minimum: nothing shows, not even the empty text. */
export const Idle: Story = {
  args: { state: 'idle' },
  // Shown under the box that explains why (an empty region alone has no size to screenshot).
  render: (args) => (
    <>
      <SearchBox defaultValue="สม" />
      <MemberResults {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('ไม่พบผลการค้นหา')).toBeNull();
  },
};

export const LongThaiText: Story = {
  args: {
    members: found(sampleQuery).map((member, i) =>
      i === 0 ? { ...member, name: 'พระมหาสมชาย ธมฺมวิชฺชาลังการ ผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวันไม่มีวันหยุด' } : member,
    ),
  },
};

export const Phone: Story = {
  args: { members: found(sampleQuery) },
  parameters: { screenshot: { viewport: 'phone' } },
};
