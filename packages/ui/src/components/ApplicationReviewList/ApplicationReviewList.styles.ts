import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const ReviewListRoot = styled.section`
  min-width: 0;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
`;

export const ReviewList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${mq.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const ReviewCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  height: 100%;
  box-sizing: border-box;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const ReviewHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;

  & > div { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
`;

export const ReviewName = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
`;

export const ReviewDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  & dt { color: ${vars.color['fg-muted']}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

export const ReviewStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  text-align: center;

  & dt { color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.xs}; }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const ReviewActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-top: auto;

  & > * { flex: 1 1 8rem; }
`;

export const ReviewEmpty = styled.p`
  margin: 0;
  padding: ${vars.space[6]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  color: ${vars.color['fg-muted']};
  text-align: center;
`;
