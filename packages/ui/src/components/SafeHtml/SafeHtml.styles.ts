import styled from 'styled-components';
import { vars } from '../../tokens';

export const SafeHtmlRoot = styled.div`
  overflow-wrap: anywhere;
  letter-spacing: 0;

  & p { margin: 0; }
  & p + p { margin-top: ${vars.space[3]}; }
  & a { color: ${vars.color.link}; text-underline-offset: 0.3em; }
  & img { max-width: 100%; height: auto; }
`;
