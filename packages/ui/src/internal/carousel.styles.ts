import styled, { css } from 'styled-components';
import { mq, vars } from '../tokens';
import { sectionHeading } from './text.styles';

/** The carousel's section: the head above the viewport. */
export const CarouselRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
`;

/** The heading at the start, the previous/next buttons at the end. */
export const CarouselHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** A long heading wraps beside the buttons (a long Latin word breaks anywhere). */
export const CarouselHeading = styled.h2`
  ${sectionHeading}
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const CarouselControls = styled.div`
  display: flex;
  flex: none;
  gap: ${vars.space[2]};
`;

// The rows' viewports and slides, shared by the carousels and their loading row (CarouselSkeleton),
// so a row keeps its height when its items arrive.
//
// Each viewport is positioned: a clip only holds the positioned boxes it contains (the items'
// visually hidden labels are absolute). Until the sliding code has started (Embla's transform makes
// the track a containing block) those boxes would otherwise lie outside the clip, and a row of 12
// made a 390 px phone's page 1262 px wide — which the phone's browser shows zoomed out.

/**
 * A video row's viewport. It clips the row — and would clip a focused item's ring (2px outside the
 * tile, 2px wide): the clip reaches that far beyond the box (only the slides' empty gutters lie
 * there at rest). `clip`, not `hidden`: nothing can scroll it (focusing an item must not shift the
 * row under Embla's transforms).
 */
export const MediaViewport = styled.div`
  position: relative;
  overflow: clip;
  overflow-clip-margin: ${vars.space[2]};
  min-width: 0;
`;

export const MediaContainer = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-inline-start: calc(-1 * ${vars.space[3]});
`;

/** 2 items per row on phones, 3 on tablets, 4 on desktops (product §9). */
export const MediaSlide = styled.div`
  flex: 0 0 50%;
  min-width: 0;
  padding-inline-start: ${vars.space[3]};

  @media ${mq.tablet} { flex-basis: calc(100% / 3); }
  @media ${mq.desktop} { flex-basis: 25%; }
`;

/** Product §9: the profile carousel is 8rem high (two 64 px steps of the spacing scale). */
export const CreatorsViewport = styled.div`
  position: relative;
  overflow: hidden;
  min-width: 0;
  height: calc(2 * ${vars.space[11]});
`;

export const CreatorsContainer = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

/** A fixed column per member: as many as the row holds. */
export const CreatorSlide = styled.div`
  flex: 0 0 calc(${vars.space[11]} + ${vars.space[9]});
  min-width: 0;
  height: 100%;
`;

/** A creator's column inside its slide: avatar above the name, centred (the card and its placeholder). */
export const creatorColumn = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  height: 100%;
  padding: 0 ${vars.space[2]};
`;
