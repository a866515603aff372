import styled from 'styled-components';
import { vars } from '../../tokens';

export const CardConfirmBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[5]};
`;

export const CardConfirmPreview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 46vh;
  width: auto;
  height: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  box-shadow: ${vars.shadow.sm};
`;

/** The name once more, large, so staff and member read it together. */
export const CardConfirmName = styled.p`
  margin: 0;
  max-width: 100%;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  overflow-wrap: anywhere;
  color: ${vars.color.fg};
`;

export const CardConfirmDetail = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color['fg-muted']};
  text-align: center;
`;
