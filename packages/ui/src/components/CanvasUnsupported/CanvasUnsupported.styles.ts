import styled from 'styled-components';
import { vars } from '../../tokens';

export const CanvasUnsupportedRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color['danger-soft']};
  color: ${vars.color['fg-on-danger-soft']};
  line-height: ${vars.lineHeight.body};
`;

export const CanvasUnsupportedGlyph = styled.svg`
  flex: none;
  width: 28px;
  height: 28px;
  color: ${vars.color.danger};
`;

export const CanvasUnsupportedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const CanvasUnsupportedTitle = styled.p`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
`;

export const CanvasUnsupportedDetail = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;

export const CanvasUnsupportedActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[3]};
`;
