import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import LandingScreen from './LandingScreen';

/** `/`: hero (poster first), what it is, member types, the final login call. */
const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/') };

export const Phone: Story = { parameters: pageParameters('/', 'phone') };
