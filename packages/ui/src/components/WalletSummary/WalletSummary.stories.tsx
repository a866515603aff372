import { makeWallet } from '@lightbearers/api-client/testing';
import { formatCount } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WalletSummary } from './WalletSummary';

const wallet = makeWallet();

const meta = {
  title: 'Components/WalletSummary',
  component: WalletSummary,
  args: {
    currentPoint: formatCount(wallet.currentPoint),
    canChangeTotal: formatCount(wallet.canChangeTotal),
    allTimeTotal: formatCount(wallet.allTimeTotal),
  },
} satisfies Meta<typeof WalletSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(terms).toEqual(['คะแนนที่ใช้แลกได้', 'คะแนนแชร์ที่รอแลก', 'คะแนนแชร์สะสมทั้งหมด']);
    const values = canvas.getAllByRole('definition').map((d) => d.textContent);
    await expect(values).toEqual(['240 คะแนน', '135 คะแนน', '1,275 คะแนน']);
  },
};

export const Playground: Story = { args: { currentPoint: '0', canChangeTotal: '0', allTimeTotal: '0' } };
