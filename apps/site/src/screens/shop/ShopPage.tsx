/** Layout glue of the shop's screens: a wide column with a title row (links to basket, wallet). */
import { Heading, Spinner, vars } from '@lightbearers/ui';
import { type ReactNode, Suspense, useId } from 'react';
import styled from 'styled-components';

const Column = styled.section`
  display: grid;
  gap: ${vars.space[5]};
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${vars.space[6]} ${vars.space[4]} ${vars.space[8]};
  box-sizing: border-box;
  &[data-width='narrow'] { max-width: 44rem; }
`;

const TitleRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  nav { display: flex; flex-wrap: wrap; gap: ${vars.space[4]}; }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

/**
 * One shop screen: its h1 (none when the content brings its own, e.g. the product page), optional
 * links beside it (named by `linksLabel`), then the content (a spinner while its lazy ui pieces load).
 */
export function ShopPage({
  title,
  links,
  linksLabel,
  width = 'wide',
  testId,
  children,
}: {
  title?: string;
  links?: ReactNode;
  linksLabel: string;
  width?: 'wide' | 'narrow';
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Column data-width={width} data-testid={testId} {...(title ? { 'aria-labelledby': titleId } : {})}>
      {title || links ? (
        <TitleRow>
          {title ? (
            <Heading as="h1" size="xl" id={titleId}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {links ? <nav aria-label={linksLabel}>{links}</nav> : null}
        </TitleRow>
      ) : null}
      <Suspense fallback={waiting}>{children}</Suspense>
    </Column>
  );
}

/** The spinner a shop screen shows while its data or its ui pieces load. */
export const waiting = (
  <Centre>
    <Spinner />
  </Centre>
);
