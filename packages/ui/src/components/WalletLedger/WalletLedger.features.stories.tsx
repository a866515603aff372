import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ledgerPage } from '../../test/shop.fixtures';
import { WalletLedger } from './WalletLedger';

const meta = {
  title: 'Components/WalletLedger/Features',
  component: WalletLedger,
  args: { entries: ledgerPage(8) },
} satisfies Meta<typeof WalletLedger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No entries yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ยังไม่มีรายการในกระเป๋า')).toBeVisible();
  },
};

/** A later page (`/coin/wallet/2`): entries 21…28. */
export const LaterPage: Story = { args: { entries: ledgerPage(8, 21) } };

/** A long message and large figures wrap; the figures stay right. */
export const LongThaiText: Story = {
  args: {
    entries: ledgerPage(2).map((e, i) =>
      i === 0
        ? {
            ...e,
            message:
              'ได้รับคะแนนพิเศษจากกิจกรรมส่งต่อแสงสว่างแห่งธรรมประจำเดือน ขอบคุณที่ร่วมแชร์โพสต์ดี ๆ ให้เพื่อนและครอบครัวได้อ่านอย่างต่อเนื่อง',
            amount: '1,234,567',
            total: '12,345,678',
          }
        : e,
    ),
  },
};

/** On a phone (390 px): the figures go under the message when the row is narrow. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
