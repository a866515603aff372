import { linkify } from '@lightbearers/domain';
import { Fragment, memo } from 'react';
import { Link } from '../components/Link';

export interface LinkifiedTextProps {
  /** Plain text (a post description, a comment); never HTML. */
  text: string;
}

/**
 * Text whose web links (http, https, ftp, file — domain `linkify`) are clickable and open in a new
 * tab; everything else, `<script>` or `javascript:` included, stays inert text. Shared by PostCard and
 * any component showing a member's text (the post page, comments).
 */
export const LinkifiedText = memo(function LinkifiedText({ text }: LinkifiedTextProps) {
  return (
    <>
      {linkify(text).map((segment, i) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable text, in order.
          <Link key={i} href={segment.href} external data-part="TextLink">
            {segment.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
});
