import styled from 'styled-components';
import { vars } from '../tokens';
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
