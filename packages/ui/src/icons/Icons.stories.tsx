import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../tokens';
import { brandMarkCatalogue, uiIconCatalogue } from './catalogue';
import { iconSizes } from './Icon';
import { BellIcon, LineMark } from './index';

const meta = {
  title: 'Foundations/Icons',
  component: BellIcon,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BellIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
`;

const Name = styled.span`
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color['fg-muted']};
  text-align: center;
`;

const Row = styled.div`
  display: flex;
  gap: ${vars.space[4]};
  align-items: center;
`;

/** Every UI icon (lucide), named by what it means in Lightbearers. */
export const UiIcons: Story = {
  render: () => (
    <Grid aria-label="UI icons">
      {uiIconCatalogue.map(({ name, Component }) => (
        <Cell key={name}>
          <Component size="lg" />
          <Name>{name}Icon</Name>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg[data-component="Icon"]');
    await expect(svgs.length).toBe(uiIconCatalogue.length);
    // Decorative: the names beside them say what they are.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

/** Brand marks in their brand colour, and `mono` (current text colour) beside each. */
export const BrandMarks: Story = {
  render: () => (
    <Grid aria-label="Brand marks">
      {brandMarkCatalogue.map(({ name, Component }) => (
        <Cell key={name}>
          <Row>
            <Component size="xl" />
            <Component size="xl" mono />
          </Row>
          <Name>{name}Mark</Name>
        </Cell>
      ))}
    </Grid>
  ),
};

/** Token sizes: sm 16, md 20, lg 24, xl 32, and `inline` (1em of the surrounding text). */
export const Sizes: Story = {
  render: () => (
    <Grid aria-label="Icon sizes">
      {iconSizes.map((size) => (
        <Cell key={size}>
          <BellIcon size={size} />
          <LineMark size={size} />
          <Name>{size}</Name>
        </Cell>
      ))}
    </Grid>
  ),
};

/** A standalone icon that carries meaning gets a `label` and becomes a named image. */
export const Named: Story = {
  args: { label: 'มีการแจ้งเตือนใหม่', size: 'xl' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'มีการแจ้งเตือนใหม่' });
    await expect(img.tagName.toLowerCase()).toBe('svg');
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};
