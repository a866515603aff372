import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { Text } from '../Text';
import { SkeletonGroupRoot, SkeletonLines, SkeletonRoot } from './Skeleton.styles';

export const skeletonShapes = ['text', 'circle', 'rect'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export const skeletonSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export type SkeletonSize = (typeof skeletonSizes)[number];
export const skeletonRatios = ['16:9', '4:3', '1:1', '9:16', 'button'] as const;
export type SkeletonRatio = (typeof skeletonRatios)[number];

export interface SkeletonProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** text: lines of a paragraph; circle: an avatar; rect: media or a button. */
  shape?: SkeletonShape;
  /** text: the Text size it stands for (xs–xl); circle: the Avatar size (xs 24 … 2xl 120). */
  size?: SkeletonSize;
  /** text only: number of lines (the last of several is shorter). */
  lines?: number;
  /** rect only: aspect ratio of the media it stands for, or `button` for a 44px pill. */
  ratio?: SkeletonRatio;
}

/**
 * A placeholder shape while content loads. Always hidden from assistive tech: wrap a loading
 * block in `SkeletonGroup`, which says 'กำลังโหลด…' once.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', size = 'md', lines = 1, ratio = '16:9', ...rest },
  ref,
) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <SkeletonLines
        ref={ref}
        data-component="Skeleton"
        data-shape="lines"
        data-size={size}
        aria-hidden="true"
        {...rest}
      >
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order; the index is their identity.
          <SkeletonRoot key={i} data-shape="text" data-part="Line" />
        ))}
      </SkeletonLines>
    );
  }
  return (
    <SkeletonRoot
      ref={ref}
      data-component="Skeleton"
      data-shape={shape}
      data-size={shape === 'circle' ? size : undefined}
      data-ratio={shape === 'rect' ? ratio : undefined}
      aria-hidden="true"
      {...rest}
    />
  );
});

export interface SkeletonGroupProps extends ComponentPropsWithoutRef<'div'> {
  /** What assistive tech hears while the block loads; defaults to 'กำลังโหลด…'. */
  label?: string;
}

/**
 * A loading region: a polite status that says its label once, around skeleton shapes that are
 * hidden from assistive tech. Replace it with the content when it arrives.
 */
export const SkeletonGroup = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(
  { label = th.common.loading, children, ...rest },
  ref,
) {
  return (
    <SkeletonGroupRoot ref={ref} role="status" data-component="SkeletonGroup" {...rest}>
      <Text as="span" visuallyHidden>
        {label}
      </Text>
      {children}
    </SkeletonGroupRoot>
  );
});
