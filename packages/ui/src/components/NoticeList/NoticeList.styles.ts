import styled from 'styled-components';
import { vars } from '../../tokens';

export const NoticeListList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
  font-family: ${vars.font.body};
`;

export const NoticeListItem = styled.li`
  border-bottom: 1px solid ${vars.color.border};

  & > a {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'icon topic' 'icon time';
    column-gap: ${vars.space[4]};
    align-items: center;
    min-height: ${vars.size['control-lg']};
    padding: ${vars.space[4]} ${vars.space[2]};
    text-decoration-line: none;
  }
  & > a:hover [data-part='Topic'] { text-decoration-line: underline; }

  &[data-icon='cheer'] [data-part='Icon'] { background: ${vars.color['success-soft']}; color: ${vars.color['fg-on-success-soft']}; }
  &[data-icon='new'] [data-part='Icon'] { background: ${vars.color['accent-soft']}; color: ${vars.color['fg-on-accent-soft']}; }
  &[data-icon='info'] [data-part='Icon'] { background: ${vars.color['info-soft']}; color: ${vars.color['fg-on-info-soft']}; }
  &[data-icon='warning'] [data-part='Icon'] { background: ${vars.color['warning-soft']}; color: ${vars.color['fg-on-warning-soft']}; }
`;

export const NoticeListIcon = styled.span`
  grid-area: icon;
  display: inline-grid;
  place-items: center;
  width: ${vars.size['control-md']};
  height: ${vars.size['control-md']};
  border-radius: ${vars.radius.pill};
  & > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
`;

export const NoticeListTopic = styled.span`
  grid-area: topic;
  color: ${vars.color.fg};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const NoticeListTime = styled.time`
  grid-area: time;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
`;
