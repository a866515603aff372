import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LandingCall } from './LandingCall';

const meta = {
  title: 'Components/LandingCall/Features',
  component: LandingCall,
  args: { onLogin: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingCall>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, 390 px. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
