import { makeTypeCounts } from '@lightbearers/api-client/testing';
import { formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShareIcon, SparklesIcon, UserIcon } from '../../icons';
import { StatTiles } from './StatTiles';

const counts = makeTypeCounts();
const count = (type: string) => formatCount(counts.find((c) => c.type === type)?.total ?? 0);

/** As /topshare shows them: sharers today, then the member type counts. */
const tiles = [
  { key: 'sharers', label: 'ผู้แชร์ในช่วงวันที่นี้', value: '1,284', icon: <ShareIcon /> },
  { key: 'creator', label: 'ครีเอเตอร์', value: count('creator'), icon: <SparklesIcon /> },
  { key: 'sharer', label: 'ผู้ส่งต่อแสงสว่าง', value: count('sharer'), icon: <UserIcon /> },
];

const meta = {
  title: 'Components/StatTiles',
  component: StatTiles,
  args: { tiles },
} satisfies Meta<typeof StatTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'ผู้แชร์ในช่วงวันที่นี้',
      'ครีเอเตอร์',
      'ผู้ส่งต่อแสงสว่าง',
    ]);
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '1,284',
      '148',
      '2,315',
    ]);
  },
};

export const Playground: Story = { args: { tiles: tiles.slice(0, 1) } };
