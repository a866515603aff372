import { PageColumn, vars } from '@lightbearers/ui';
import styled from 'styled-components';

/** Layout glue of the feed screens: one centred column (ui's PageColumn), the rows spaced by the spacing scale. */
export const FeedColumn = styled(PageColumn).attrs({
  width: 'reading',
  gap: '6',
  padding: ['5', '4', '10'],
})``;

/** The wider column of the All YouTube / All TikTok grids. */
export const MediaColumn = styled(PageColumn).attrs({ width: 'wide', gap: '6', padding: ['5', '4', '10'] })``;

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
