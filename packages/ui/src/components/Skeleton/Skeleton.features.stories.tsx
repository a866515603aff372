import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cluster } from '../Cluster';
import { Grid } from '../Grid';
import { Stack } from '../Stack';
import { Surface } from '../Surface';
import { Skeleton, SkeletonGroup, skeletonRatios, skeletonSizes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton/Features',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines at each Text size: bar height and spacing follow the type scale and body leading. */
export const TextLines: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: () => (
    <Stack gap="5">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((s) => (
        <Skeleton key={s} size={s} lines={2} />
      ))}
      <Skeleton lines={1} />
    </Stack>
  ),
};

/** Avatar placeholders at every Avatar size. */
export const Circles: Story = {
  render: () => (
    <Cluster gap="4" align="end">
      {skeletonSizes.map((s) => (
        <Skeleton key={s} shape="circle" size={s} />
      ))}
    </Cluster>
  ),
};

/** Media placeholders by aspect ratio, and a button-shaped pill. */
export const Rects: Story = {
  render: () => (
    <Grid min="8rem" gap="4">
      {skeletonRatios.map((r) => (
        <Skeleton key={r} shape="rect" ratio={r} />
      ))}
    </Grid>
  ),
};

/** A loading post card: one status says 'กำลังโหลด…'; the shapes are hidden. */
export const PostCardLoading: Story = {
  parameters: { screenshot: { viewport: 'phone' } },
  render: () => (
    <SkeletonGroup>
      <Surface as="div">
        <Stack gap="4">
          <Cluster gap="4" wrap={false}>
            <Skeleton shape="circle" size="md" />
            <div style={{ flex: 1 }}>
              <Skeleton size="sm" lines={2} />
            </div>
          </Cluster>
          <Skeleton shape="rect" ratio="16:9" />
          <Skeleton lines={3} />
          <Skeleton shape="rect" ratio="button" />
        </Stack>
      </Surface>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('กำลังโหลด…');
    for (const shape of status.querySelectorAll('[data-component="Skeleton"]'))
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A custom label for what is loading. */
export const CustomLabel: Story = {
  render: () => (
    <SkeletonGroup label="กำลังโหลดสถิติการแชร์…">
      <Skeleton lines={2} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดสถิติการแชร์…');
  },
};

/** The shimmer runs only when motion is allowed (the story tests run with reduced motion). */
export const ReducedMotion: Story = {
  args: { shape: 'rect', ratio: '4:3' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[data-component="Skeleton"]') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const style = getComputedStyle(shape);
    if (reduced) {
      await expect(style.animationName).toBe('none');
      await expect(style.backgroundImage).toBe('none');
    } else {
      await expect(style.animationName).not.toBe('none');
    }
  },
};
