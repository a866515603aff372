import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as th from '../../i18n/th';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // A polite live region, announced when the app shows it, with the catalogue's message.
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveAttribute('data-component', 'OfflineNotice');
    await expect(notice).toHaveTextContent(th.offline.notice);
    await expect(notice.querySelector('[data-part="Icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = {
  args: { children: 'ออฟไลน์อยู่ — ตะกร้าจะส่งเมื่อกลับมาออนไลน์' },
};
