import styled from 'styled-components';
import { noticeBody } from '../../internal/noticeMarkdown.styles';
import { vars } from '../../tokens';

export const NoticeViewRoot = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[6]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
  overflow-wrap: anywhere;

  &[data-icon='cheer'] [data-part='Icon'] { background: ${vars.color['success-soft']}; color: ${vars.color['fg-on-success-soft']}; }
  &[data-icon='new'] [data-part='Icon'] { background: ${vars.color['accent-soft']}; color: ${vars.color['fg-on-accent-soft']}; }
  &[data-icon='info'] [data-part='Icon'] { background: ${vars.color['info-soft']}; color: ${vars.color['fg-on-info-soft']}; }
  &[data-icon='warning'] [data-part='Icon'] { background: ${vars.color['warning-soft']}; color: ${vars.color['fg-on-warning-soft']}; }
`;

export const NoticeViewHead = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'icon topic' 'icon time';
  column-gap: ${vars.space[4]};
  align-items: center;
  width: 100%;
`;

export const NoticeViewIcon = styled.span`
  grid-area: icon;
  display: inline-grid;
  place-items: center;
  width: ${vars.size['control-lg']};
  height: ${vars.size['control-lg']};
  border-radius: ${vars.radius.pill};
  & > svg { width: ${vars.space[7]}; height: ${vars.space[7]}; }
`;

export const NoticeViewTopic = styled.h1`
  grid-area: topic;
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const NoticeViewTime = styled.time`
  grid-area: time;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
`;

export const NoticeViewBody = styled.div`
  ${noticeBody}
`;
