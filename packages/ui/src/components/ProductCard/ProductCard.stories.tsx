import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productCardData } from '../../test/shop.fixtures';
import { ProductCard, productCardAvailabilities, productCardHeadingLevels } from './ProductCard';

const { name, href, photoSrc, price, stock } = productCardData(1);

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { name, href, photoSrc, price, stock, availability: 'available', onAdd: fn() },
  argTypes: {
    availability: { control: 'inline-radio', options: productCardAvailabilities },
    headingLevel: { control: 'inline-radio', options: productCardHeadingLevels },
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'พวงกุญแจดอกบัว' });
    await expect(card).toHaveAttribute('data-state', 'available');
    await expect(canvas.getByRole('link', { name: 'พวงกุญแจดอกบัว' })).toHaveAttribute('href', '/coin/1');
    await expect(canvas.getByText('300 คะแนน')).toBeVisible();
    await expect(canvas.getByText('คงเหลือ 100 ชิ้น')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ใส่ตะกร้า' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { availability: 'limited', unlockDate: '15 ธ.ค. 2569' },
};
