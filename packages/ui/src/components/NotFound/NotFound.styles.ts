import styled from 'styled-components';
import { actionLink } from '../../internal/actionLink.styles';
import { vars } from '../../tokens';
import { Link } from '../Link';

export const NotFoundRoot = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  min-height: 60svh;
  padding: ${vars.space[10]} ${vars.space[5]};
  text-align: center;
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
  overflow-wrap: anywhere;
`;

export const NotFoundCode = styled.p`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: calc(${vars.fontSize['3xl']} * 2);
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.accent};
`;

export const NotFoundTitle = styled.h1`
  margin: 0;
  max-width: 24em;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
`;

export const NotFoundText = styled.p`
  margin: 0;
  max-width: 32em;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.body};
`;

// Typed as the Link it wraps: the styled wrapper adds no props.
export const NotFoundHome = styled(Link)`
  ${actionLink}
  margin-top: ${vars.space[4]};
` as typeof Link;
