import styled from 'styled-components';
import { vars } from '../../tokens';

// Spans, not divs: ConfirmDialog announces its message as a paragraph (the accessible description).
export const CardConfirmBody = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[5]};
  padding-top: ${vars.space[3]};
`;

export const CardConfirmPreview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 44vh;
  width: auto;
  height: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  box-shadow: ${vars.shadow.sm};
`;

/** The name once more, large, so staff and member read it together. */
export const CardConfirmName = styled.span`
  display: block;
  max-width: 100%;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
  text-align: center;
  overflow-wrap: anywhere;
  color: ${vars.color.fg};
`;

export const CardConfirmDetail = styled.span`
  display: block;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color['fg-muted']};
  text-align: center;
`;
