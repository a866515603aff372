import { CARD_VARIANTS, type CardTemplate, cardVariant } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CardCanvas } from './CardCanvas';
import { waitForCard } from './CardCanvas.play';

const templates = Object.fromEntries(CARD_VARIANTS.flatMap((v) => v.templates).map((t) => [t.id, t]));

const meta = {
  title: 'Components/CardCanvas',
  component: CardCanvas,
  args: {
    template: cardVariant('card22').templates[0] as CardTemplate,
    texts: { name: 'นางสาวปริยากรณ์ ศรีสุวรรณวงศ์' },
    fileName: 'card22-นางสาวปริยากรณ์ ศรีสุวรรณวงศ์.jpg',
    onDownload: fn(),
    onRendered: fn(),
  },
  argTypes: {
    template: { control: 'select', options: Object.keys(templates), mapping: templates },
  },
  // A card preview is as wide as its column; the stories give it a kiosk-like column.
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CardCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await waitForCard(canvasElement, /นางสาวปริยากรณ์ ศรีสุวรรณวงศ์/);
    await expect(button).toHaveAccessibleName('ดาวน์โหลดภาพการ์ด (JPEG)');
    await expect(args.onRendered).toHaveBeenCalled();
    // Tapping the card downloads the JPEG.
    await userEvent.click(button);
    // Encoding the full-size card as JPEG is the browser's slowest step here (software canvas).
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const jpeg = (args.onDownload as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(jpeg.type).toBe('image/jpeg');
    await expect(jpeg.size).toBeGreaterThan(10_000);
  },
};

export const Playground: Story = {
  args: {
    template: cardVariant('card').templates[4] as CardTemplate,
    texts: { name: 'สมชาย ใจดี', amount: 1200, unit: 'บาท' },
    fileName: 'card-สมชาย ใจดี.jpg',
  },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /ร่วมเป็นเจ้าภาพ 1,200 บาท/);
  },
};
