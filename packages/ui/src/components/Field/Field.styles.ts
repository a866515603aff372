import styled from 'styled-components';
import { vars } from '../../tokens';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;
