import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareIcon } from '../../icons';
import { StatTiles } from './StatTiles';

const meta = {
  title: 'Components/StatTiles/Features',
  component: StatTiles,
  args: {
    tiles: [
      { key: 'sharers', label: 'ผู้แชร์ในช่วงวันที่นี้', value: '0', icon: <ShareIcon /> },
      { key: 'creator', label: 'ครีเอเตอร์', value: '0' },
      { key: 'sharer', label: 'ผู้ส่งต่อแสงสว่าง', value: '0' },
    ],
  },
} satisfies Meta<typeof StatTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day without activity: zeros, tiles without icons keep their shape. */
export const Zero: Story = {};

/** Long labels and large figures wrap inside their tiles. */
export const LongThaiText: Story = {
  args: {
    tiles: [
      {
        key: 'sharers',
        label: 'ผู้ส่งต่อแสงสว่างแห่งธรรมที่แชร์โพสต์ในช่วงวันที่เลือกทั้งหมด',
        value: '123,456,789',
        icon: <ShareIcon />,
      },
      { key: 'creator', label: 'ครีเอเตอร์', value: '9,876,543' },
    ],
  },
};

/** On a phone (390 px): one tile a row. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
