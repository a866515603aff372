import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_PRODUCT_NAME, productCardData } from '../../test/shop.fixtures';
import { Grid } from '../Grid';
import { ProductCard } from './ProductCard';

const card = (id: number, overrides?: Parameters<typeof productCardData>[1]) => {
  const { name, href, photoSrc, price, stock, availability, unlockDate } = productCardData(id, overrides);
  return { name, href, photoSrc, price, stock, availability, unlockDate };
};

const meta = {
  title: 'Components/ProductCard/Features',
  component: ProductCard,
  args: { ...card(1), onAdd: fn() },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card at a grid cell's width. */
const cell: Decorator[] = [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>];

/** The three standings side by side: available, limited by an order limit, sold out. */
export const States: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 840 }}>{Story()}</div>],
  render: (args) => (
    <Grid columns={3} gap="4">
      <ProductCard {...args} {...card(1)} />
      <ProductCard {...args} {...card(3)} />
      <ProductCard {...args} {...card(8)} />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'สมุดบันทึกความดี' })).toHaveAttribute(
      'data-state',
      'limited',
    );
    await expect(canvas.getByRole('article', { name: 'สายคล้องบัตร' })).toHaveAttribute(
      'data-state',
      'soldOut',
    );
    const buttons = canvas.getAllByRole('button', { name: 'ใส่ตะกร้า' });
    await expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true, true]);
  },
};

/** Limited (product §4): the button is disabled and the card says when it may be exchanged again. */
export const Limited: Story = {
  args: card(3),
  decorators: cell,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByText('จำกัดการแลก แลกได้อีกครั้งหลังวันที่ 15 ธ.ค. 2569');
    const button = canvas.getByRole('button', { name: 'ใส่ตะกร้า' });
    await expect(button).toBeDisabled();
    await expect(button.getAttribute('aria-describedby')).toContain(notice.id);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Stock gone: 'หมดแล้ว' instead of the count, button disabled. */
export const SoldOut: Story = {
  args: card(8),
  decorators: cell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('หมดแล้ว')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ใส่ตะกร้า' })).toBeDisabled();
  },
};

/** No photo: a gift glyph on the sunken surface keeps the card's shape. */
export const WithoutPhoto: Story = { args: { photoSrc: null }, decorators: cell };

/** A long Thai name and a large price wrap inside the card; nothing is cut. */
export const LongThaiText: Story = {
  args: { name: LONG_PRODUCT_NAME, price: '1,234,567', stock: '1,000' },
  decorators: cell,
};

/** Two cards a row on a phone (390 px), the grid the shop uses. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: (args) => (
    <Grid columns={2} gap="3">
      <ProductCard {...args} {...card(2)} />
      <ProductCard {...args} {...card(3)} />
    </Grid>
  ),
};
