import type { Meta, StoryObj } from '@storybook/react-vite';

import { LandingMemberTypes } from './LandingMemberTypes';

const meta = {
  title: 'Components/LandingMemberTypes/Features',
  component: LandingMemberTypes,

  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingMemberTypes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, 390 px. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
