import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectOneTabStop, itemOf, slideOf } from '../../test/carousel.play';
import { CreatorsCarousel } from './CreatorsCarousel';
import { creatorItems, longNameItems, manyCreatorItems } from './CreatorsCarousel.fixtures';

const meta = {
  title: 'Components/CreatorsCarousel/Features',
  component: CreatorsCarousel,
  args: { heading: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์', headingHref: '/creator', items: creatorItems },
} satisfies Meta<typeof CreatorsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phones: the heading wraps beside the buttons; about four members in view. */
export const Phone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
};

/** Long names end with an ellipsis on one line; a member without a picture shows initials. */
export const LongThaiText: Story = {
  args: { items: longNameItems },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getAllByText(/พระมหาสมปอง/)[0] as HTMLElement;
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** Creators only are marked; members are plain avatars. */
export const CreatorMarker: Story = {
  play: async ({ canvasElement }) => {
    const slides = canvasElement.querySelectorAll('[data-part="Slide"]');
    const marked = canvasElement.querySelectorAll('[data-creator="creator"] [data-part="Badge"]');
    await expect(marked.length).toBe(creatorItems.filter((c) => c.creator).length);
    await expect(slides.length).toBe(creatorItems.length);
  },
};

/**
 * Keyboard, desktop: the members in view are one tab stop after the heading link; End goes to the
 * last member (the row wraps to show it), ArrowLeft to the one before; the focus ring on it.
 */
export const KeyboardDesktop: Story = {
  args: { items: manyCreatorItems },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์' });
    const total = manyCreatorItems.length;
    await waitFor(() => expect(slideOf(row, total, total)).toHaveAttribute('inert'));
    const inView = row.querySelectorAll('[role="group"]:not([inert])').length;
    await expect(inView).toBeGreaterThan(1);
    await expect(inView).toBeLessThan(total);
    await expectOneTabStop(row, total, inView);
    await userEvent.keyboard('{End}');
    await expect(itemOf(row, total, total)).toHaveFocus();
    await waitFor(() => expect(slideOf(row, total, total)).not.toHaveAttribute('inert'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(itemOf(row, total - 1, total)).toHaveFocus();
    await expect(slideOf(row, total - 1, total)).not.toHaveAttribute('inert');
  },
};

/** Keyboard on a phone: ArrowRight past the members in view scrolls the row to the next one. */
export const KeyboardPhone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('region', { name: 'พบกับผู้ส่งต่อแสงสว่างออนไลน์' });
    const total = creatorItems.length;
    await waitFor(() => expect(slideOf(row, total, total)).toHaveAttribute('inert'));
    const inView = row.querySelectorAll('[role="group"]:not([inert])').length;
    await expectOneTabStop(row, total, inView);
    for (let n = 2; n <= inView + 1; n += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(itemOf(row, inView + 1, total)).toHaveFocus();
    await waitFor(() => expect(slideOf(row, 1, total)).toHaveAttribute('inert'));
    await expect(slideOf(row, inView + 1, total)).not.toHaveAttribute('inert');
  },
};
