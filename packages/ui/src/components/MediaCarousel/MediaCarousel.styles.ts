import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const CarouselViewport = styled.div`
  overflow: hidden;
  min-width: 0;
`;

export const CarouselContainer = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-inline-start: calc(-1 * ${vars.space[3]});
`;

/** 2 items per row on phones, 3 on tablets, 4 on desktops (spec §9). */
export const CarouselSlide = styled.div`
  flex: 0 0 50%;
  min-width: 0;
  padding-inline-start: ${vars.space[3]};

  @media ${mq.tablet} { flex-basis: calc(100% / 3); }
  @media ${mq.desktop} { flex-basis: 25%; }
`;

export const MediaCard = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  border-radius: ${vars.radius.md};
  text-decoration-line: none;

  &:hover { text-decoration-line: none; }
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
