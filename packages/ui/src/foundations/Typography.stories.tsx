import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { fontSize, lineHeight } from '../tokens';
import { Page, Table } from './Foundations.styles';

const meta = { title: 'Foundations/Typography', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = 'ขอเชิญร่วมส่งต่อแสงสว่างแห่งธรรม สาธุ ๆ ๆ — Lightbearers 1,234,567';

/** The type scale in both families. Body is 17px for older members; Thai needs generous leading. */
export const Scale: Story = {
  render: () => (
    <Page>
      <section>
        <h2>ตัวอักษร (Type)</h2>
        <p>
          Body: Sarabun (400, 500, 700). Display and headings: Noto Serif Thai (500, 700), the looped
          traditional Thai form. Both bundled from @fontsource; letter-spacing stays 0.
        </p>
      </section>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Body (Sarabun)</th>
            <th scope="col">Display (Noto Serif Thai)</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fontSize)
            .reverse()
            .map(([name, size]) => (
              <tr key={name}>
                <td>
                  {name} · {size}
                </td>
                <td
                  style={
                    {
                      fontSize: `var(--font-size-${name})`,
                      lineHeight: 'var(--line-height-body)',
                    } as CSSProperties
                  }
                >
                  {sample}
                </td>
                <td
                  style={
                    {
                      fontSize: `var(--font-size-${name})`,
                      fontFamily: 'var(--font-display)',
                      lineHeight: 'var(--line-height-tight)',
                      fontWeight: 700,
                    } as CSSProperties
                  }
                >
                  สาธุ ธรรมะ
                </td>
              </tr>
            ))}
        </tbody>
      </Table>
    </Page>
  ),
};

/** Line heights: tone marks and upper vowels stack above Thai consonants and need room. */
export const LineHeights: Story = {
  render: () => (
    <Page>
      {Object.entries(lineHeight).map(([name, value]) => (
        <section key={name}>
          <h2>
            line-height {name} · {value}
          </h2>
          <p style={{ lineHeight: value, maxWidth: '32rem', color: 'var(--color-fg)' }}>
            ผู้ที่ทำความดีย่อมได้รับผลแห่งความดี ผู้ที่ส่งต่อธรรมะย่อมเป็นผู้ให้แสงสว่างแก่ผู้อื่น ปั้น ปิ่น ผู้ใหญ่ ญาติ ฎีกา ฏัก ฐาน —
            วรรณยุกต์และสระบนต้องไม่ชนกัน
          </p>
        </section>
      ))}
    </Page>
  ),
};
