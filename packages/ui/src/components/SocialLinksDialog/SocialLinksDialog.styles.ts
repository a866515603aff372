import styled from 'styled-components';
import { vars } from '../../tokens';

export const SocialLinksFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;
