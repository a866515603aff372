import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { colorRoles, contrastPairs, contrastRatio, themes } from '../tokens';
import { Chip, Page, Swatch, SwatchGrid, Table } from './Foundations.styles';

const meta = { title: 'Foundations/Colours', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role; the chip shows the active theme (toolbar), the labels give both values. */
export const Roles: Story = {
  render: () => (
    <Page>
      <section>
        <h2>บทบาทของสี (Colour roles)</h2>
        <p>
          Warm ivory paper, deep brown ink, saffron and temple gold by day; a candle-lit hall by night.
          Components use roles, never raw values.
        </p>
      </section>
      <SwatchGrid>
        {colorRoles.map((role) => (
          <Swatch key={role}>
            <Chip style={{ '--chip': `var(--color-${role})` } as CSSProperties} />
            <span>
              <strong>{role}</strong>
              <code>
                {themes.light[role]} · {themes.night[role]}
              </code>
            </span>
          </Swatch>
        ))}
      </SwatchGrid>
    </Page>
  ),
};

/** The text/background pairs components use, with their WCAG contrast in both themes. */
export const Contrast: Story = {
  render: () => (
    <Page>
      <section>
        <h2>ความคมชัด (WCAG AA)</h2>
        <p>Text pairs need 4.5:1; control borders and the focus ring need 3:1. tokens.test.ts enforces it.</p>
      </section>
      <Table>
        <thead>
          <tr>
            <th scope="col">Foreground</th>
            <th scope="col">Background</th>
            <th scope="col">Needs</th>
            <th scope="col">Light</th>
            <th scope="col">Night</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(([fg, bg, min]) => (
            <tr key={`${fg}/${bg}`}>
              <td>{fg}</td>
              <td>{bg}</td>
              <td>{min}:1</td>
              <td>{contrastRatio(themes.light[fg], themes.light[bg]).toFixed(2)}:1</td>
              <td>{contrastRatio(themes.night[fg], themes.night[bg]).toFixed(2)}:1</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Page>
  ),
};
