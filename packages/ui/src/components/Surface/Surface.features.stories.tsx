import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Grid';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Surface, surfaceElevations, surfacePaddings, surfaceRadii } from './Surface';

const meta = {
  title: 'Components/Surface/Features',
  component: Surface,
} satisfies Meta<typeof Surface>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Elevations: Story = {
  render: () => (
    <Grid min="12rem" gap="5">
      {surfaceElevations.map((e) => (
        <Surface key={e} elevation={e}>
          <Text>elevation {e}</Text>
        </Surface>
      ))}
    </Grid>
  ),
};

export const Paddings: Story = {
  render: () => (
    <Grid min="12rem" gap="5">
      {surfacePaddings.map((p) => (
        <Surface key={p} padding={p}>
          <Text size="sm">padding {p}</Text>
        </Surface>
      ))}
    </Grid>
  ),
};

export const Radii: Story = {
  render: () => (
    <Grid min="12rem" gap="5">
      {surfaceRadii.map((r) => (
        <Surface key={r} radius={r}>
          <Text size="sm">radius {r}</Text>
        </Surface>
      ))}
    </Grid>
  ),
};

/** A post card is an article; a titled block is a section named by its heading. */
export const Semantics: Story = {
  render: () => (
    <Stack gap="5">
      <Surface as="article" aria-labelledby="post-title">
        <Heading as="h3" size="sm" id="post-title">
          สวัสดีวันพระ
        </Heading>
        <Text>ขอให้ทุกท่านมีความสุขกาย สบายใจ</Text>
      </Surface>
      <Surface as="section" aria-labelledby="sec-title" elevation="none">
        <Heading as="h2" size="sm" id="sec-title">
          ผู้แชร์สูงสุด
        </Heading>
        <Text tone="muted">วันนี้</Text>
      </Surface>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'สวัสดีวันพระ' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'ผู้แชร์สูงสุด' })).toBeVisible();
  },
};

/** A sunken well inside a card (the share modal's editable text, a quote). */
export const SunkenInside: Story = {
  render: () => (
    <Surface elevation="md" padding="lg">
      <Stack gap="4">
        <Heading as="h3" size="md">
          แชร์ไปได้บุญ
        </Heading>
        <Surface tone="sunken" elevation="none" radius="md" padding="sm">
          <Text size="sm">ร่วมอนุโมทนาบุญกับโพสต์นี้ https://example.org/s/abc123</Text>
        </Surface>
      </Stack>
    </Surface>
  ),
};

/** Phones: edge-to-edge cards without radius; long Thai text wraps, the card never widens. */
export const PhoneEdgeToEdge: Story = {
  parameters: { screenshot: { viewport: 'phone' }, layout: 'fullscreen' },
  render: () => (
    <Stack gap="3">
      <Surface radius="none" as="article" aria-label="โพสต์ตัวอย่าง">
        <Text>
          ขอเชิญชวนพุทธศาสนิกชนทุกท่านร่วมแผ่เมตตาและอนุโมทนาบุญกับผู้เผยแผ่ธรรมะออนไลน์ทั้งคลิปวิดีโอภาพถ่ายและบทความที่ช่วยให้จิตใจสงบเย็น
        </Text>
      </Surface>
      <Surface radius="none" padding="none" as="article" aria-label="โพสต์ภาพ">
        <div style={{ height: 120, background: 'linear-gradient(135deg, #E9AE52, #9A4A08)' }} />
        <Stack gap="2" style={{ padding: 16 }}>
          <Text weight="bold">ภาพกิจกรรมวันวิสาขบูชา</Text>
        </Stack>
      </Surface>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'โพสต์ตัวอย่าง' });
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
