/** Layout glue of the shop's screens: a wide column with a title row (links to basket, wallet). */
import { Heading, PageColumn, Spinner, vars } from '@lightbearers/ui';
import { type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Column = styled(PageColumn)`
  /* Focused by script when a step replaces the one before (a starting point, not a control). */
  &:focus { outline: none; }
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
 * `takeFocus`: a step of a flow that replaced the step before it in place (the basket's delivery
 * and review): the screen, named by its title, takes focus when it appears, so a keyboard or screen
 * reader member hears where they are and the next Tab goes into it — the control they pressed is
 * gone, and focus would otherwise fall back to the top of the page.
 */
export function ShopPage({
  title,
  links,
  linksLabel,
  width = 'wide',
  testId,
  takeFocus = false,
  children,
}: {
  title?: string;
  links?: ReactNode;
  linksLabel: string;
  width?: 'wide' | 'narrow';
  testId?: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const column = useRef<HTMLElement>(null);
  // On mount: a flow gives each step its own `key`, so a new step is a new screen.
  useEffect(() => {
    if (takeFocus) column.current?.focus();
  }, [takeFocus]);
  return (
    <Column
      ref={column}
      forwardedAs="section"
      width={width === 'narrow' ? 'text' : 'wide'}
      padding={['6', '4', '8']}
      data-testid={testId}
      tabIndex={takeFocus ? -1 : undefined}
      {...(title ? { 'aria-labelledby': titleId } : {})}
    >
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
