import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { NotFoundRoute } from './notFound';

/** `/404NoLogin` and unknown paths: the spec's not-found text and a way home. */
const meta = {
  title: 'Screens/Not found',
  component: NotFoundRoute,
  decorators: [inLayout('nologin', false)],
} satisfies Meta<typeof NotFoundRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/404NoLogin') };

export const Phone: Story = { parameters: pageParameters('/404NoLogin', 'phone') };
