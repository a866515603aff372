import styled from 'styled-components';
import { vars } from '../../tokens';

export const DeliveryFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
  color: ${vars.color.fg};
  font-family: ${vars.font.body};
`;

export const DeliveryFormNote = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

export const DeliveryFormActions = styled.div`
  display: flex;
  flex-direction: column;
`;
