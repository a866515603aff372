import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './Prose';
import { PrivacySample } from './Prose.fixtures';

const meta = {
  title: 'Components/Prose/Features',
  component: Prose,
  args: { as: 'article', children: <PrivacySample /> },
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { parameters: { screenshot: { viewport: 'phone' } } };

/** /service: the product's terms are static English text; the same layout serves both scripts. */
export const EnglishTerms: Story = {
  args: {
    children: (
      <>
        <h1>Terms of Service</h1>
        <p>By using this website you agree to these terms. Please read them carefully.</p>
        <h2>Your content</h2>
        <ul>
          <li>Post only content you made or have the right to share.</li>
          <li>Nothing illegal or immoral, nothing that causes sadness or division, no copying.</li>
        </ul>
        <blockquote>The team may cancel a member's status or change these terms.</blockquote>
        <hr />
        <p>Questions? Read the privacy policy.</p>
      </>
    ),
  },
};

/** Long Thai paragraphs and a long URL wrap inside the measure; nothing overflows on a phone. */
export const LongThaiText: Story = {
  args: {
    children: (
      <>
        <h2>การใช้คุกกี้เพื่อจดจำการเข้าสู่ระบบและการตั้งค่าโหมดกลางคืนของท่านบนอุปกรณ์ที่ใช้งานอยู่</h2>
        <p>
          คุกกี้คือไฟล์ข้อความขนาดเล็กที่เว็บไซต์บันทึกไว้บนอุปกรณ์ของท่าน เพื่อให้ท่านไม่ต้องเข้าสู่ระบบใหม่ทุกครั้งที่เปิดหน้าเว็บ
          และเพื่อจดจำการยอมรับประกาศเรื่องคุกกี้ ท่านสามารถลบคุกกี้ได้ทุกเมื่อจากการตั้งค่าของเบราว์เซอร์
          โดยอาจต้องเข้าสู่ระบบใหม่อีกครั้งหลังจากนั้น
        </p>
        <p>
          https://example.org/very/long/path/that/keeps/going/without/any/spaces/at/all/for/testing/wrapping
        </p>
      </>
    ),
  },
  parameters: { screenshot: { viewport: 'phone' } },
};
