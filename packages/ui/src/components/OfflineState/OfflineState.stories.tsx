import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineState } from './OfflineState';
import { offlineStateArgs } from './OfflineState.fixtures';

const meta = {
  title: 'Components/OfflineState',
  component: OfflineState,
  args: { ...offlineStateArgs, onRetry: fn() },
} satisfies Meta<typeof OfflineState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A post never opened online, offline: says so, offers a retry, lists what can be read. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: offlineStateArgs.title })).toBeInTheDocument();
    const list = canvas.getByRole('region', { name: offlineStateArgs.savedHeading });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p/2', '/p/7', '/all/other']);
    const retry = canvas.getByRole('button', { name: 'ลองอีกครั้ง' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The picture shows the page as it opens, not the pressed button's focus ring.
    retry.blur();
  },
};

export const Playground: Story = { args: { retrying: true } };
