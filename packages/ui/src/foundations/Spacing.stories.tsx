import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { radius, space } from '../tokens';
import { Bar, Box, Page, Table } from './Foundations.styles';

const meta = { title: 'Foundations/Spacing', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing scale, corner radii and elevation. */
export const Scale: Story = {
  render: () => (
    <Page>
      <section>
        <h2>ระยะห่าง (Space)</h2>
        <Table>
          <tbody>
            {Object.entries(space).map(([step, value]) => (
              <tr key={step}>
                <th scope="row">--space-{step}</th>
                <td>{value}</td>
                <td style={{ width: '60%' }}>
                  <Bar style={{ '--bar': `var(--space-${step})` } as CSSProperties} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
      <section>
        <h2>มุมโค้ง (Radius)</h2>
        <div style={{ display: 'flex', gap: 'var(--space-6)', flexWrap: 'wrap' }}>
          {Object.entries(radius).map(([name, value]) => (
            <figure key={name} style={{ margin: 0 }}>
              <Box style={{ borderRadius: `var(--radius-${name})` }} />
              <figcaption>
                {name} · {value}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section>
        <h2>เงา (Elevation)</h2>
        <div style={{ display: 'flex', gap: 'var(--space-8)', flexWrap: 'wrap', padding: 'var(--space-5)' }}>
          {(['sm', 'md', 'lg'] as const).map((name) => (
            <figure key={name} style={{ margin: 0 }}>
              <Box
                style={{ boxShadow: `var(--shadow-${name})`, border: 0, borderRadius: 'var(--radius-md)' }}
              />
              <figcaption>shadow-{name}</figcaption>
            </figure>
          ))}
        </div>
      </section>
    </Page>
  ),
};
