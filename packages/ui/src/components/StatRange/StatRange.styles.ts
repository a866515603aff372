import styled from 'styled-components';
import { mq, vars, visuallyHidden } from '../../tokens';

export const StatRangeRoot = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  font-family: ${vars.font.body};
`;

/** The legend names the pair for screen readers; each picker has its own visible label. */
export const StatRangeLegend = styled.legend`
  ${visuallyHidden}
`;

export const StatRangeFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};

  @media ${mq.tablet} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;
