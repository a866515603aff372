import styled, { keyframes } from 'styled-components';
import { vars } from '../../tokens';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const SkeletonRoot = styled.span`
  display: block;
  width: 100%;
  background-color: ${vars.color.skeleton};
  background-image: linear-gradient(
    90deg,
    ${vars.color.skeleton} 0%,
    ${vars.color['skeleton-shine']} 50%,
    ${vars.color.skeleton} 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  border-radius: ${vars.radius.sm};
  animation: ${shimmer} 1.6s ${vars.motion.easingStandard} infinite;

  /* The shimmer is decoration: under reduced motion the placeholder stands still. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }

  &[data-shape='circle'] {
    width: ${vars.size['avatar-md']};
    height: ${vars.size['avatar-md']};
    flex: none;
    border-radius: 50%;
  }
  &[data-shape='circle'][data-size='xs'] { width: ${vars.size['avatar-xs']}; height: ${vars.size['avatar-xs']}; }
  &[data-shape='circle'][data-size='sm'] { width: ${vars.size['avatar-sm']}; height: ${vars.size['avatar-sm']}; }
  &[data-shape='circle'][data-size='lg'] { width: ${vars.size['avatar-lg']}; height: ${vars.size['avatar-lg']}; }
  &[data-shape='circle'][data-size='xl'] { width: ${vars.size['avatar-xl']}; height: ${vars.size['avatar-xl']}; }
  &[data-shape='circle'][data-size='2xl'] { width: ${vars.size['avatar-2xl']}; height: ${vars.size['avatar-2xl']}; }

  &[data-shape='rect'] { aspect-ratio: 16 / 9; border-radius: ${vars.radius.md}; }
  &[data-shape='rect'][data-ratio='1:1'] { aspect-ratio: 1 / 1; }
  &[data-shape='rect'][data-ratio='4:3'] { aspect-ratio: 4 / 3; }
  &[data-shape='rect'][data-ratio='9:16'] { aspect-ratio: 9 / 16; }
  &[data-shape='rect'][data-ratio='button'] { aspect-ratio: auto; height: ${vars.size['control-md']}; border-radius: ${vars.radius.pill}; }
`;

/** Text lines: bars the height of a text line's glyphs, spaced like the body leading. */
export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.lineHeight.body} * 1em - 1em);
  width: 100%;
  font-size: ${vars.fontSize.md};
  padding-block: calc((${vars.lineHeight.body} * 1em - 1em) / 2);

  &[data-size='xs'] { font-size: ${vars.fontSize.xs}; }
  &[data-size='sm'] { font-size: ${vars.fontSize.sm}; }
  &[data-size='lg'] { font-size: ${vars.fontSize.lg}; }
  &[data-size='xl'] { font-size: ${vars.fontSize.xl}; }

  & > [data-shape='text'] { height: 1em; }
  /* A paragraph's last line is shorter; a single line is a label and keeps its width. */
  & > [data-shape='text']:last-child:not(:first-child) { width: 60%; }
`;

export const SkeletonGroupRoot = styled.div`
  min-width: 0;
`;
