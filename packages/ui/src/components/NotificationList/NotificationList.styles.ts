import styled from 'styled-components';
import { vars, visuallyHidden } from '../../tokens';

export const NotificationListList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
  font-family: ${vars.font.body};
`;

export const NotificationListItem = styled.li`
  display: grid;
  grid-template-columns: ${vars.space[3]} minmax(0, 1fr) auto;
  column-gap: ${vars.space[4]};
  align-items: center;
  padding: ${vars.space[4]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.fg};

  &[data-state='unread'] { background: ${vars.color['accent-soft']}; color: ${vars.color['fg-on-accent-soft']}; cursor: pointer; }
  &[data-state='unread'] > span[aria-hidden] { background: ${vars.color.accent}; }
`;

export const NotificationListDot = styled.span`
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: transparent;
`;

export const NotificationListMessage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const NotificationListTime = styled.time`
  color: inherit;
  font-size: ${vars.fontSize.sm};
  opacity: 0.85;
`;

export const NotificationListHidden = styled.span`
  ${visuallyHidden}
`;
