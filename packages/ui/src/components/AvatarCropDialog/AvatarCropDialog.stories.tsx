import { sniffImageType } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarCropDialog } from './AvatarCropDialog';
import { demoPhotoFile } from './AvatarCropDialog.fixtures';

const meta = {
  title: 'Components/AvatarCropDialog',
  component: AvatarCropDialog,
  args: { file: null, defaultOpen: true, onSave: fn(), onOpenChange: fn() },
  loaders: [async () => ({ photo: await demoPhotoFile() })],
  render: (args, { loaded }) => <AvatarCropDialog {...args} file={args.file ?? (loaded.photo as File)} />,
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof AvatarCropDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A PNG photo chosen: move it with the keys, zoom, and Save hands back a JPEG. */
export const Default: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'ครอปรูปโปรไฟล์' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'ready'));
    const page = within(dialog);
    const zoom = page.getByRole('slider', { name: 'ซูม' });
    await expect(zoom).toHaveValue('1');
    const stage = page.getByRole('group', { name: 'พื้นที่ครอปรูป' });
    stage.focus();
    await userEvent.keyboard('++++{ArrowRight}{ArrowDown}');
    await expect(Number((zoom as HTMLInputElement).value)).toBeCloseTo(1.4);
    await expect(page.getByRole('img', { name: 'ตัวอย่างรูปโปรไฟล์' })).toHaveAttribute('width', '120');
    await userEvent.click(page.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const jpeg = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(jpeg.type).toBe('image/jpeg');
    await expect(sniffImageType(new Uint8Array(await jpeg.slice(0, 4).arrayBuffer()))).toBe('jpeg');
  },
};

export const Playground: Story = {};
