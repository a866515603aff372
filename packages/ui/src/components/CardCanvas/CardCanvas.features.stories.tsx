import { type CardTemplate, cardVariant } from '@lightbearers/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CardCanvas } from './CardCanvas';
import { waitForCard } from './CardCanvas.play';

const first = (id: Parameters<typeof cardVariant>[0], index = 0) =>
  cardVariant(id).templates[index] as CardTemplate;

const meta = {
  title: 'Components/CardCanvas/Features',
  component: CardCanvas,
  args: {
    template: first('card22'),
    texts: { name: '' },
    fileName: 'card22.jpg',
    onDownload: fn(),
    onRendered: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CardCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the layout drew: the lines of the name slot, from `onRendered`. */
function nameLines(onRendered: unknown): string[] {
  const calls = (onRendered as ReturnType<typeof fn>).mock.calls;
  const layout = calls.at(-1)?.[0] as { texts: { role: string; lines: string[] }[] } | undefined;
  return layout?.texts.find((t) => t.role === 'name')?.lines ?? [];
}

export const EmptyTemplate: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await waitForCard(canvasElement, /เกียรติบัตร/);
    await expect(nameLines(args.onRendered)).toEqual([]);
    await expect(button).not.toHaveAccessibleDescription(/นาง/);
  },
};

export const LongThaiName: Story = {
  args: { texts: { name: 'พระมหาสมศักดิ์ธรรมวิริยะ ปัญญาวุฑฺโฒภิกขุสงฆ์ไพศาล' } },
  play: async ({ canvasElement, args }) => {
    await waitForCard(canvasElement, /ปัญญาวุฑฺโฒภิกขุสงฆ์ไพศาล/);
    // Too long for one line even at the smallest size: two lines, cut at the space, nothing lost.
    await expect(nameLines(args.onRendered)).toEqual(['พระมหาสมศักดิ์ธรรมวิริยะ', 'ปัญญาวุฑฺโฒภิกขุสงฆ์ไพศาล']);
  },
};

export const EnglishCertificate: Story = {
  args: { template: first('card22', 1), texts: { name: 'Margaret Ashworth-Whitfield' } },
  play: async ({ canvasElement, args }) => {
    await waitForCard(canvasElement, /Certificate of Honour/);
    await expect(nameLines(args.onRendered)).toEqual(['Margaret Ashworth-Whitfield']);
  },
};

export const ThanksCardWithAmount: Story = {
  args: {
    template: first('card', 6),
    texts: { name: 'สมศรี มีบุญ', amount: 1500, unit: 'ตารางเมตร' },
    fileName: 'card-สมศรี มีบุญ.jpg',
  },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /ร่วมเป็นเจ้าภาพ 1,500 ตารางเมตร/);
  },
};

export const WheelTemplate: Story = {
  args: { template: first('card', 8), texts: { name: 'ธนพล รุ่งเรืองศรี', amount: 99, unit: 'บาท' } },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /ร่วมเป็นเจ้าภาพ 99 บาท/);
  },
};

export const BahtCard: Story = {
  args: { template: first('card22m'), texts: { name: 'วิไลวรรณ ศักดิ์สิทธิ์', amount: 5000, unit: 'บาท' } },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /ร่วมเป็นเจ้าภาพ 5,000 บาท/);
  },
};

export const SquareMetreCard: Story = {
  args: { template: first('card22s'), texts: { name: 'ประเสริฐ ใจบุญ', amount: 2.5, unit: 'ตารางเมตร' } },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /ร่วมเป็นเจ้าภาพ 2.5 ตารางเมตร/);
  },
};

export const Month7Certificate: Story = {
  args: { template: first('card-m7'), texts: { name: 'กิตติศักดิ์ ผ่องใส' } },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /๑๔ มิถุนายน พ.ศ. ๒๕๖๕/);
  },
};

export const AsalhaPujaCertificate: Story = {
  args: { template: first('card-as'), texts: { name: 'อรุณี แสงธรรม' } },
  play: async ({ canvasElement }) => {
    await waitForCard(canvasElement, /วันอาสาฬหบูชา/);
  },
};

/** A browser without a 2D canvas: the product's 'บางอย่างผิดพลาด' instead of the preview. */
export const Unsupported: Story = {
  args: { texts: { name: 'สมชาย ใจดี' } },
  beforeEach: () => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof original;
    return () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('บางอย่างผิดพลาด');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-component="CardCanvas"]')).toHaveAttribute(
        'data-state',
        'unsupported',
      ),
    );
    await expect(args.onRendered).not.toHaveBeenCalled();
  },
};
