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

// The video tile (card, thumbnail, play mark, title) is shared with MediaGrid.
export { MediaCard, MediaPlay, MediaThumb, MediaTitle } from '../../internal/mediaTile.styles';
