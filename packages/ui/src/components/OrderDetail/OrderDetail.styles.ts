import styled from 'styled-components';
import { vars } from '../../tokens';

export const OrderDetailRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;
`;

export const OrderDetailHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space[3]} ${vars.space[5]};
`;

export const OrderDetailHeading = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const OrderDetailSubheading = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const OrderDetailLines = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
`;

export const OrderDetailLine = styled.li`
  display: grid;
  grid-template-columns: ${vars.size['avatar-lg']} minmax(0, 1fr) auto;
  grid-template-areas: 'photo name total' 'photo math total';
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[1]};
  align-items: center;
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};

  & > [data-part='Name'] { grid-area: name; font-weight: ${vars.fontWeight.bold}; }
  & > [data-part='Math'] { grid-area: math; color: ${vars.color['fg-muted']}; font-size: ${vars.fontSize.sm}; }
  & > [data-part='LineTotal'] { grid-area: total; font-variant-numeric: tabular-nums; text-align: end; }
`;

export const OrderDetailPhoto = styled.span`
  grid-area: photo;
  display: grid;
  place-items: center;
  width: ${vars.size['avatar-lg']};
  height: ${vars.size['avatar-lg']};
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color['surface-sunken']};
  color: ${vars.color['fg-subtle']};

  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  & > svg { width: ${vars.space[8]}; height: ${vars.space[8]}; }
`;

export const OrderDetailDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

export const OrderDetailRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.fontSize.md};

  & > dt { color: ${vars.color['fg-muted']}; }
  & > dd { margin: 0; font-weight: ${vars.fontWeight.bold}; font-variant-numeric: tabular-nums; }
  &[data-part='Total'] > dd { color: ${vars.color.accent}; font-size: ${vars.fontSize.lg}; }
  &[data-part='Address'] { flex-direction: column; }
  &[data-part='Address'] > dd { font-weight: ${vars.fontWeight.regular}; white-space: pre-line; }
`;
