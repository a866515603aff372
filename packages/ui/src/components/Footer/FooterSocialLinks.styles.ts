import styled from 'styled-components';
import { vars } from '../../tokens';

export const FooterSocial = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterSocialLink = styled.a`
  display: grid;
  place-items: center;
  width: ${vars.size['control-md']};
  height: ${vars.size['control-md']};
  border-radius: 50%;
  color: ${vars.color.fg};
  background: ${vars.color.surface};
`;
