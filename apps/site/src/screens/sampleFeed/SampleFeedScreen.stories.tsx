import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import SampleFeedScreen from './SampleFeedScreen';
import { SAMPLE_POSTS } from './samples';

/** The stories' clock: the samples' date stays what the baselines show. */
const NOW = Date.parse('2026-11-24T05:00:00Z');

/** `/feed`: the static sample feed — one card of each post type (ADR 041). */
const meta = {
  title: 'Screens/Sample feed',
  component: SampleFeedScreen,
} satisfies Meta<typeof SampleFeedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const everyType = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'โพสต์ตัวอย่าง' }, { timeout: 10_000 });
  await expect(within(list).getAllByTestId('sample-post')).toHaveLength(SAMPLE_POSTS.length);
};

export const Desktop: Story = {
  decorators: [atRoute({ now: NOW })],
  parameters: pageParameters('/feed'),
  play: async ({ canvasElement }) => everyType(canvasElement),
};

export const Phone: Story = {
  decorators: [atRoute({ now: NOW })],
  parameters: pageParameters('/feed', 'phone'),
  play: async ({ canvasElement }) => everyType(canvasElement),
};

/** A member (side menu, header). */
export const SignedIn: Story = {
  decorators: [atRoute({ member: true, now: NOW })],
  parameters: pageParameters('/feed'),
  play: async ({ canvasElement }) => everyType(canvasElement),
};
