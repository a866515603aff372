/** Layout glue of the statistics, notices and notifications screens: columns and sections only. */
import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

/** A centred column for a reading page (notices, notifications). */
export const ReadingColumn = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 44rem;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]};
  box-sizing: border-box;
`;

/** The statistics page's wider column. */
export const WideColumn = styled(ReadingColumn)`
  max-width: 64rem;
  gap: ${vars.space[8]};
`;

/** One titled section of a page. */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;
