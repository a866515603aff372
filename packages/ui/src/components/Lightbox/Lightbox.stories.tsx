import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectEscapeReturnsFocus, expectFocusTrapped } from '../../test/dialog.play';
import { storyPhotos } from '../../test/photos';
import { PhotoGrid } from '../PhotoGrid';
import { Lightbox } from './Lightbox';

const photos = storyPhotos(4);

const meta = {
  title: 'Components/Lightbox',
  component: Lightbox,
  args: { photos, onIndexChange: fn(), onOpenChange: fn() },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grid opens the lightbox at the tapped photo; keys and clicks walk it; Escape returns focus. */
export const Default: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<number | null>(null);
    return (
      <div style={{ maxWidth: 480 }}>
        <PhotoGrid photos={args.photos} loading="eager" onOpen={setOpen} />
        <Lightbox
          {...args}
          open={open !== null}
          defaultIndex={open ?? 0}
          key={open ?? -1}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            if (!next) setOpen(null);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const tile = within(canvasElement).getByRole('button', { name: 'ดูภาพที่ 2 จาก 4' });
    await userEvent.click(tile);
    const dialog = await body.findByRole('dialog', { name: /ภาพของโพสต์/ });
    await expect(within(dialog).getByText('2 / 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('3 / 4')).toBeInTheDocument();
    const active = () => dialog.querySelector('[data-part="Slide"][data-state="active"] img') as HTMLElement;
    await userEvent.click(active());
    await expect(within(dialog).getByText('4 / 4')).toBeInTheDocument();
    await userEvent.click(active());
    await expect(within(dialog).getByText('1 / 4')).toBeInTheDocument();
    await expectFocusTrapped(dialog, 3);
    await expectEscapeReturnsFocus(dialog, tile);
    // Open again on the first photo for the screenshot and axe.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ดูภาพที่ 1 จาก 4' }));
    const again = await body.findByRole('dialog');
    await waitFor(() => expect(within(again).getByText('1 / 4')).toBeInTheDocument());
  },
};

export const Playground: Story = { args: { defaultOpen: true, defaultIndex: 1 } };
