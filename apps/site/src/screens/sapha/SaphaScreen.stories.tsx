import { CARD_VARIANTS } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import SaphaScreen from './SaphaScreen';

/** `/sapha`: the assembly extension's thanks cards, then the kiosk's other certificates (ADR 041). */
const meta = {
  title: 'Screens/Assembly extension',
  component: SaphaScreen,
} satisfies Meta<typeof SaphaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const everyCard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const cards = await canvas.findByRole('region', { name: 'การ์ดอนุโมทนาบุญ' }, { timeout: 10_000 });
  await expect(within(cards).getByRole('link', { name: 'การ์ดอนุโมทนาบุญ (บาท)' })).toHaveAttribute(
    'href',
    '/card22m',
  );
  const links = canvasElement.querySelectorAll('[data-card] a');
  await expect(links).toHaveLength(CARD_VARIANTS.length);
};

export const Desktop: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/sapha'),
  play: async ({ canvasElement }) => everyCard(canvasElement),
};

export const Phone: Story = {
  decorators: [atRoute()],
  parameters: pageParameters('/sapha', 'phone'),
  play: async ({ canvasElement }) => everyCard(canvasElement),
};

/** A member (side menu, header). */
export const SignedIn: Story = {
  decorators: [atRoute({ member: true })],
  parameters: pageParameters('/sapha'),
  play: async ({ canvasElement }) => everyCard(canvasElement),
};
