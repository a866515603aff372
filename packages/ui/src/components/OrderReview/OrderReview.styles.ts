import styled from 'styled-components';
import { mq, vars } from '../../tokens';

export const OrderReviewRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[7]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;
`;

export const OrderReviewSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const OrderReviewHeading = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const OrderReviewLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OrderReviewLine = styled.li`
  display: grid;
  grid-template-columns: ${vars.size['avatar-md']} minmax(0, 1fr) auto;
  grid-template-areas: 'photo name total' 'photo math total';
  column-gap: ${vars.space[4]};
  align-items: center;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};

  & > [data-part='Name'] { grid-area: name; font-weight: ${vars.fontWeight.bold}; }
  & > [data-part='Math'] { grid-area: math; color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; }
  & > [data-part='LineTotal'] { grid-area: total; font-variant-numeric: tabular-nums; text-align: end; }
`;

export const OrderReviewPhoto = styled.span`
  grid-area: photo;
  display: grid;
  place-items: center;
  width: ${vars.size['avatar-md']};
  height: ${vars.size['avatar-md']};
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-subtle']};

  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

export const OrderReviewDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};

  [data-part='Delivery'] > & { padding-top: 0; border-top: 0; }
`;

export const OrderReviewRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.fontSize.md};

  & > dt { color: ${vars.color['fg-muted']}; }
  & > dd { margin: 0; font-weight: ${vars.fontWeight.bold}; font-variant-numeric: tabular-nums; }
  &[data-part='Address'] { flex-direction: column; }
  &[data-part='Address'] > dd { font-weight: ${vars.fontWeight.regular}; white-space: pre-line; }
`;

export const OrderReviewActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[3]};

  @media ${mq.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
