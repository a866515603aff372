import styled from 'styled-components';
import { vars } from '../../tokens';

export const OfflineNoticeRoot = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  max-width: 100%;
  min-height: ${vars.size['control-md']};
  box-sizing: border-box;
  padding: ${vars.space[3]} ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.fg};
  color: ${vars.color.canvas};
  box-shadow: ${vars.shadow.md};
  font-family: ${vars.font.body};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.body};
`;

export const OfflineNoticeIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: ${vars.space[1]};
`;

export const OfflineNoticeText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
