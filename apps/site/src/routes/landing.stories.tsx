import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLayout, pageParameters } from '../stories/site';
import { LandingRoute } from './landing';

/** `/`: hero (poster first), what it is, member types, the final login call. */
const meta = {
  title: 'Screens/Landing',
  component: LandingRoute,
  decorators: [inLayout('nologinNoHeader', false)],
} satisfies Meta<typeof LandingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/') };

export const Phone: Story = { parameters: pageParameters('/', 'phone') };
