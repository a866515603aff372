import styled from 'styled-components';
import { vars } from '../../tokens';

/** Spec §9: the profile carousel is 8rem high (two 64 px steps of the spacing scale). */
export const CreatorsViewport = styled.div`
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

export const CreatorCard = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  height: 100%;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.md};
  text-decoration-line: none;

  &:hover { text-decoration-line: none; }
  &:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: -2px; }
`;

export const CreatorName = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
