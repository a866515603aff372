import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorsCarousel } from './CreatorsCarousel';
import { creatorItems, longNameItems } from './CreatorsCarousel.fixtures';

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
