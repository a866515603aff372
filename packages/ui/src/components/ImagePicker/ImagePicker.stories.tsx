import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker, type ImagePickerItem, type ImagePickerProps } from './ImagePicker';
import { imageFile, pickedImages } from './ImagePicker.fixtures';

/** The picker with its pictures held in the story: picks arrive as uploading, removes and moves apply. */
function Managed(args: ImagePickerProps) {
  const [images, setImages] = useState<ImagePickerItem[]>([...args.images]);
  return (
    <ImagePicker
      {...args}
      images={images}
      onPick={(files) => {
        args.onPick(files);
        setImages((list) => [
          ...list,
          ...files.map((f, i) => ({
            id: `new-${list.length + i}`,
            src: pickedImages[0]?.src ?? '',
            name: f.name,
            status: 'uploading' as const,
          })),
        ]);
      }}
      onRemove={(id) => {
        args.onRemove(id);
        setImages((list) => list.filter((image) => image.id !== id));
      }}
      onMove={
        args.onMove
          ? (id, to) => {
              args.onMove?.(id, to);
              setImages((list) => {
                const from = list.findIndex((image) => image.id === id);
                const next = [...list];
                const [moved] = next.splice(from, 1);
                if (moved) next.splice(to, 0, moved);
                return next;
              });
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: {
    label: 'ภาพของที่ระลึก',
    hint: 'ภาพแรกเป็นภาพหลักที่แสดงในร้าน',
    images: pickedImages.slice(0, 2),
    max: 5,
    onPick: fn(),
    onRemove: fn(),
    onMove: fn(),
  },
  render: (args) => <Managed {...args} />,
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose files, move one first, remove one: the component only calls back; the app keeps the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'ภาพของที่ระลึก' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText('เพิ่มได้อีก 3 ภาพ')).toBeVisible();

    await userEvent.upload(input, [imageFile('ด้านหลัง.jpg'), imageFile('คู่มือ.pdf', 'application/pdf')]);
    // Only the image went through.
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await expect((args.onPick as ReturnType<typeof fn>).mock.calls[0]?.[0].map((f: File) => f.name)).toEqual([
      'ด้านหลัง.jpg',
    ]);
    await expect(within(group).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'เลื่อนภาพ สมุดบันทึกบุญ-ด้านใน.jpg ขึ้นก่อน' }));
    await expect(args.onMove).toHaveBeenCalledWith('32', 0);
    await expect(within(group).getAllByRole('img')[0]).toHaveAccessibleName('สมุดบันทึกบุญ-ด้านใน.jpg');
    await expect(canvas.getByRole('button', { name: 'เลื่อนภาพ สมุดบันทึกบุญ-ด้านใน.jpg ขึ้นก่อน' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'ลบภาพ ด้านหลัง.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('new-2');
    await expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Playground: Story = {
  args: { images: pickedImages, max: undefined, onMove: undefined },
};
