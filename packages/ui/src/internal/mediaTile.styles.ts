import styled from 'styled-components';
import { vars } from '../tokens';

/**
 * A video tile: the card link, its 16:9 (or 9:16 under `[data-shape='portrait']`) thumbnail with
 * the play mark, and a two-line title. Used by `MediaCarousel` and `MediaGrid`.
 */
export const MediaCard = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  border-radius: ${vars.radius.md};

  /* Doubled: the tile is rendered through Link, whose underline must lose whatever order the two
     components' styles were inserted in (a page that loaded Link's styles last underlined every title). */
  &&,
  &&:hover { text-decoration-line: none; }
  &:hover img { filter: brightness(1.05); }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
`;

export const MediaThumb = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.skeleton};

  [data-shape='portrait'] & { aspect-ratio: 9 / 16; }

  & > img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

export const MediaPlay = styled.span`
  position: absolute;
  inset-inline-start: ${vars.space[2]};
  inset-block-end: ${vars.space[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size['mark-md']};
  height: ${vars.size['mark-md']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.fg};
  box-shadow: ${vars.shadow.sm};
`;

export const MediaTitle = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;
