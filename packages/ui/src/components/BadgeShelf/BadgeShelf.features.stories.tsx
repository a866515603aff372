import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shelfBadges } from '../../test/stats.fixtures';
import { BadgeShelf } from './BadgeShelf';

const meta = {
  title: 'Components/BadgeShelf/Features',
  component: BadgeShelf,
  args: { badges: shelfBadges(5), shopHref: '/coin' },
} satisfies Meta<typeof BadgeShelf>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A badge nobody holds in the range: the dialog says so. */
export const NoHolders: Story = {
  args: { badges: shelfBadges(1).map((b) => ({ ...b, holders: [], holderCount: '0' })) },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog fades in: wait for its resting state.
    await waitFor(() => expect(within(dialog).getByText('ยังไม่มีผู้ได้รับในช่วงวันที่นี้')).toBeVisible());
  },
};

/** Many holders on a phone (390 px): the bottom sheet scrolls between its header and 'สาธุ !'. */
export const ManyHoldersPhone: Story = {
  args: { badges: shelfBadges(8).slice(7) },
  parameters: { screenshot: { target: 'page', viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('link')).toHaveLength(22);
  },
};

/** Long Thai badge names wrap inside their buttons. */
export const LongThaiText: Story = {
  args: {
    badges: shelfBadges(3).map((b, i) =>
      i === 0 ? { ...b, name: 'ผู้ส่งต่อแสงสว่างแห่งธรรมดีเด่นประจำเดือนแห่งภาคตะวันออกเฉียงเหนือ' } : b,
    ),
  },
};

/** Without pictures: the medal glyph. */
export const WithoutPictures: Story = {
  args: { badges: shelfBadges(3).map((b) => ({ ...b, photoSrc: null })) },
};

/** On a phone (390 px): two a row. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
