import styled from 'styled-components';
import { mq, vars } from '../../tokens';

/** 2 landscape tiles a row on phones, 3 on tablets, 4 on desktops; portrait ones one step more. */
export const MediaGridRoot = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[5]} ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};

  @media ${mq.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media ${mq.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  &[data-shape='portrait'] {
    @media ${mq.tablet} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
    @media ${mq.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  }
`;

export const MediaGridTile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The share button over the thumbnail's top end corner. */
export const MediaGridShare = styled.span`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-end: ${vars.space[2]};
`;
