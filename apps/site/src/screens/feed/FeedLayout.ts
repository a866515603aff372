import { vars } from '@lightbearers/ui';
import styled from 'styled-components';

/** Layout glue of the feed screens: one centred column, the rows spaced by the spacing scale. */
export const FeedColumn = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: 42rem;
  min-width: 0;
  margin: 0 auto;
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[10]};
`;

/** The wider column of the All YouTube / All TikTok grids. */
export const MediaColumn = styled(FeedColumn)`
  max-width: 72rem;
`;

/** The list of cards. */
export const FeedList = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  min-width: 0;
`;

/** The zero-height mark whose coming into view loads the next page. */
export const FeedSentinel = styled.div`
  height: 1px;
`;
