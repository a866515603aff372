import type { Meta, StoryObj } from '@storybook/react-vite';

import { LandingAbout } from './LandingAbout';

const meta = {
  title: 'Components/LandingAbout/Features',
  component: LandingAbout,

  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <main>{Story()}</main>],
} satisfies Meta<typeof LandingAbout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone, 390 px. */
export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };
