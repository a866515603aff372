import styled from 'styled-components';
import { vars } from '../../tokens';

export const LoginProviders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-block: ${vars.space[2]};
`;

export const LoginHint = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.body};
`;
