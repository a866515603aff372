import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallSteps } from './InstallSteps';

const meta = {
  title: 'Components/InstallSteps',
  component: InstallSteps,
  args: { canPrompt: true, installed: false, onInstall: fn() },
} satisfies Meta<typeof InstallSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chrome offered a prompt: the install button first, the manual steps under it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ติดตั้งแอป' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    const android = within(canvas.getByRole('region', { name: 'Android (Chrome)' }));
    await expect(android.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'iPhone / iPad (Safari)' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { canPrompt: false } };
