import styled from 'styled-components';
import { actionLink } from '../../internal/actionLink.styles';
import { vars } from '../../tokens';
import { Link } from '../Link';

export const ApplicationFormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  font-family: ${vars.font.body};
  color: ${vars.color.fg};
`;

export const ApplicationTermsBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color['surface-sunken']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.body};

  & > p { margin: 0; }
`;

export const ApplicationTermsTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.snug};
`;

export const ApplicationRules = styled.ol`
  margin: 0;
  padding-inline-start: ${vars.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const ApplicationFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const ApplicationLegend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[3]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
`;

export const ApplicationActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};

  & > * { flex: 1 1 10rem; }
`;

// Typed as the Link it wraps: the styled wrapper adds no props.
export const ApplicationActionLink = styled(Link)`
  ${actionLink}
` as typeof Link;
