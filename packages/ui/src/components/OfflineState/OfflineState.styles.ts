import styled from 'styled-components';
import { sectionHeading } from '../../internal/text.styles';
import { vars } from '../../tokens';

export const OfflineStateRoot = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${vars.space[9]} ${vars.space[5]};
  text-align: center;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;
`;

export const OfflineStateIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${vars.size['control-lg']};
  height: ${vars.size['control-lg']};
  border-radius: ${vars.radius.pill};
  background: ${vars.color['accent-soft']};
  color: ${vars.color['fg-on-accent-soft']};
  & > svg { width: ${vars.space[6]}; height: ${vars.space[6]}; }
`;

export const OfflineStateTitle = styled.h1`
  margin: 0;
  max-width: 24em;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const OfflineStateDescription = styled.p`
  margin: 0;
  max-width: 32em;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
`;

export const OfflineStateSaved = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  width: 100%;
  margin-top: ${vars.space[6]};
  padding-top: ${vars.space[6]};
  border-top: 1px solid ${vars.color.border};
  text-align: start;
`;

export const OfflineStateSavedHeading = styled.h2`
  ${sectionHeading}
`;

export const OfflineStatePageList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OfflineStatePageItem = styled.li`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  line-height: ${vars.lineHeight.body};
`;

export const OfflineStatePageTime = styled.time`
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
`;

export const OfflineStateNone = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
`;
