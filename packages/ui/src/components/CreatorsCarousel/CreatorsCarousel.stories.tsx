import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorsCarousel } from './CreatorsCarousel';
import { creatorItems } from './CreatorsCarousel.fixtures';

const meta = {
  title: 'Components/CreatorsCarousel',
  component: CreatorsCarousel,
  args: { heading: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์', headingHref: '/creator', items: creatorItems },
} satisfies Meta<typeof CreatorsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('region', { name: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์' });
    await expect(row).toHaveAttribute('data-autoplay', 'off');
    await expect(canvas.getByRole('link', { name: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์' })).toHaveAttribute(
      'href',
      '/creator',
    );
    const creator = creatorItems.find((c) => c.creator);
    const link = canvas.getByRole('link', { name: `${creator?.name} (ครีเอเตอร์)` });
    await expect(link).toHaveAttribute('href', creator?.href);
    // Product §9: the row is 8rem high.
    const viewport = row.querySelector('[data-part="Viewport"]') as HTMLElement;
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(viewport.getBoundingClientRect().height).toBe(8 * rem);
  },
};

export const Playground: Story = { args: { autoPlayMs: 4000 } };
