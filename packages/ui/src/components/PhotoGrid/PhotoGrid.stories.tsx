import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhotos } from '../../test/photos';
import { PhotoGrid } from './PhotoGrid';

const meta = {
  title: 'Components/PhotoGrid',
  component: PhotoGrid,
  args: { photos: storyPhotos(5), onOpen: fn(), loading: 'eager' },
  argTypes: { loading: { control: 'inline-radio', options: ['lazy', 'eager'] } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five photos: one large, two small, '+2 ภาพ' on the last; a tap opens that photo. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+2 ภาพ')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูภาพที่ 3 จาก 5 +2 ภาพ' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(2);
  },
};

export const Playground: Story = { args: { photos: storyPhotos(3) } };
