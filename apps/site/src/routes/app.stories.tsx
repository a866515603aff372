import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { AppRoute } from './app';

/** `/app`: the install steps (the browser offers no prompt in the story). */
const meta = {
  title: 'Screens/Install app',
  component: AppRoute,
  decorators: [inLayout('nologinHeader', false)],
} satisfies Meta<typeof AppRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/app') };

export const Phone: Story = { parameters: pageParameters('/app', 'phone') };
