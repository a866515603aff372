import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRoute } from '../../stories/screen';
import { routeParameters as pageParameters } from '../../stories/site';
import NotFoundScreen from './NotFoundScreen';

/** `/404NoLogin` and unknown paths: the product's not-found text and a way home. */
const meta = {
  title: 'Screens/Not found',
  component: NotFoundScreen,
  decorators: [atRoute()],
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { parameters: pageParameters('/404NoLogin') };

export const Phone: Story = { parameters: pageParameters('/404NoLogin', 'phone') };
