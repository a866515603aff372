import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { gapSteps } from '../../internal/layout';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { PageColumn, pageColumnWidths } from './PageColumn';

const meta = {
  title: 'Components/PageColumn',
  component: PageColumn,
  args: { width: 'form', as: 'section' },
  argTypes: {
    width: { control: 'select', options: pageColumnWidths },
    gap: { control: 'select', options: gapSteps },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ background: 'var(--color-surface-sunken)' }}>
      <PageColumn {...args} style={{ background: 'var(--color-canvas)' }}>
        <Heading as="h1" size="xl">
          เข้าสู่ระบบ
        </Heading>
        <Text tone="muted">เข้าสู่ระบบด้วยบัญชี LINE ของคุณเพื่อแบ่งปันธรรมะและติดตามผู้ถ่ายทอดธรรมะ</Text>
        <Text>หน้าเล็ก ๆ ของเว็บไซต์อยู่ในคอลัมน์กลางจอ กว้างไม่เกินขนาดที่อ่านง่าย</Text>
      </PageColumn>
    </div>
  ),
} satisfies Meta<typeof PageColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector('[data-component="PageColumn"]') as HTMLElement;
    const style = getComputedStyle(column);
    await expect(column.tagName).toBe('SECTION');
    await expect(style.maxWidth).toBe('640px');
    await expect(style.rowGap).toBe('16px');
    await expect(style.paddingTop).toBe('32px');
    await expect(style.paddingInlineStart).toBe('16px');
    await expect(style.paddingBottom).toBe('32px');
    // Centred: as much room on either side.
    const box = column.getBoundingClientRect();
    const page = canvasElement.getBoundingClientRect();
    await expect(Math.abs(box.left - page.left - (page.right - box.right))).toBeLessThan(1);
    await expect(within(column).getByRole('heading', { level: 1 })).toHaveTextContent('เข้าสู่ระบบ');
  },
};

export const Playground: Story = { args: { width: 'reading', gap: '6', padding: ['5', '4', '10'] } };

/** Every width of the size scale, narrowest first. */
export const Widths: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', background: 'var(--color-surface-sunken)' }}>
      {pageColumnWidths.map((width) => (
        <PageColumn
          key={width}
          width={width}
          padding={['3', '5']}
          data-testid={`column-${width}`}
          style={{ background: 'var(--color-canvas)' }}
        >
          <Text>{width}</Text>
        </PageColumn>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = pageColumnWidths.map(
      (w) => (canvasElement.querySelector(`[data-testid="column-${w}"]`) as HTMLElement).offsetWidth,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(pageColumnWidths.length);
  },
};

/** On a phone the column is the screen's width, less its side padding. */
export const OnPhone: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector('[data-component="PageColumn"]') as HTMLElement;
    await expect(column.offsetWidth).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
