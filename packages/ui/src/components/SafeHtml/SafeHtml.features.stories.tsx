import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { attackStrings, hostileMessage } from './SafeHtml.fixtures';

const meta = {
  title: 'Components/SafeHtml/Features',
  component: SafeHtml,
  args: { html: hostileMessage },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything in `root` that could run script or load a hostile URL. */
function executable(root: Element): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'svg', 'object', 'embed', 'form'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (attr.name === 'style' && el.closest('[data-component="SafeHtml"]') !== el)
        found.push(`${tag}[style]`);
      if (/^\s*(javascript|data|vbscript):/i.test(attr.value)) found.push(`${tag}[${attr.name}]`);
    }
  }
  return found;
}

/** A hostile notification rendered inert: the words stay, the script, handler and frames go. */
export const HostileMessage: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="SafeHtml"]') as HTMLElement;
    await expect(root).toHaveAttribute('data-state', 'sanitised');
    await expect(executable(root)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ดูโพสต์')).not.toHaveAttribute('href');
    const external = canvas.getByRole('link', { name: 'อ่านต่อ' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const image = root.querySelector('img');
    await expect(image).not.toHaveAttribute('onerror');
    await expect(image).toHaveAttribute('alt', '');
  },
};

/** Every attack string of the test list, each in its own SafeHtml: nothing executable survives. */
export const AttackStrings: Story = {
  render: () => (
    <ol>
      {attackStrings.map((attack) => (
        <li key={attack}>
          <SafeHtml html={attack} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const roots = canvasElement.querySelectorAll('[data-component="SafeHtml"]');
    await expect(roots).toHaveLength(attackStrings.length);
    for (const root of Array.from(roots)) {
      await expect(root).toHaveAttribute('data-state', 'sanitised');
      await expect(executable(root)).toEqual([]);
    }
  },
};

export const LongThaiText: Story = {
  args: {
    html: '<p><b>คณะผู้ส่งต่อแสงสว่างแห่งธรรมภาคตะวันออกเฉียงเหนือ</b> ขออนุโมทนาบุญกับทุกท่านที่ร่วมแชร์โพสต์ทำบุญตักบาตรเทโวโรหณะประจำปีนี้ ยอดคลิกรวมทะลุหนึ่งแสนครั้งแล้ว https://example.org/very/long/link/that/keeps/going/and/going</p>',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
