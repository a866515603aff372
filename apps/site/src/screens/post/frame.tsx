/** The post page's column and its loading state: light, so the route can paint it before the page's code arrives. */
import { Heading, PageColumn, Skeleton } from '@lightbearers/ui';
import styled from 'styled-components';
import * as copy from '../../copy';

export const Column = styled(PageColumn).attrs({ width: 'reading', padding: ['5', '4', '8'] })``;

/** What shows while the post (or the page's code) loads. */
export function PostLoading() {
  return (
    <Column data-testid="post-page" data-state="loading">
      <Heading as="h1" visuallyHidden>
        {copy.post.loading}
      </Heading>
      <div aria-busy="true" data-testid="post-loading">
        <Skeleton shape="rect" ratio="16:9" />
        <Skeleton shape="text" lines={3} />
      </div>
    </Column>
  );
}
