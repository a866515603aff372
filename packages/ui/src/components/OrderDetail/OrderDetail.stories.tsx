import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderDetailData } from '../../test/shop.fixtures';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Components/OrderDetail',
  component: OrderDetail,
  args: orderDetailData(12, { logistic: 'mail' }),
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'คำสั่งแลกหมายเลข 12' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'กระเป๋าแต้มบุญ' })).toHaveAttribute('href', '/coin/wallet');
    await expect(canvas.getByRole('link', { name: 'พวงกุญแจดอกบัว' })).toHaveAttribute('href', '/coin/1');
    await expect(canvas.getByText('2 × 80 คะแนน')).toBeVisible();
    await expect(canvas.getByText('460 คะแนน')).toBeVisible();
    await expect(canvas.getByText('ส่งทางไปรษณีย์')).toBeVisible();
    await expect(canvas.getByText('7 ต.ค. 2569 08:00')).toBeVisible();
  },
};

export const Playground: Story = { args: orderDetailData(2) };
