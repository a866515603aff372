import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import InstallScreen from './InstallScreen';

/** `/app`: the install steps (the browser offers no prompt in the story). */
const meta = {
  title: 'Screens/Install app',
  component: InstallScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof InstallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/app') };

export const Phone: Story = { parameters: pageParameters('/app', 'phone') };
