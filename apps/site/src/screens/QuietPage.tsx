/**
 * Layout glue of the site's small pages (sign-in, forms, explanations) and table pages: ui's
 * `PageColumn` as a section, its paragraphs quiet (no margin, muted ink). The title is a `Heading`.
 */
import { PageColumn, type PageColumnProps, vars } from '@lightbearers/ui';
import styled from 'styled-components';

const AllQuiet = styled(PageColumn)`
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

const RowsQuiet = styled(PageColumn)`
  & > p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

type QuietPageProps = Omit<PageColumnProps, 'as'> & {
  /** Which paragraphs are quiet: every one (a small page), or the column's own rows only (a table page). */
  quiet?: 'all' | 'rows';
};

export function QuietPage({ quiet = 'all', ...props }: QuietPageProps) {
  const Column = quiet === 'all' ? AllQuiet : RowsQuiet;
  return <Column forwardedAs="section" {...props} />;
}
