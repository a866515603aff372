import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { Link } from '../components/Link';

// Links in a notice: the site's own through the router, others in a new tab. A link whose URL the
// transform emptied (javascript:, data:, vbscript:) renders as plain text, never as an anchor.
const markdownComponents: Components = {
  a: ({ href, children }) => {
    if (!href) return <span data-part="InertLink">{children}</span>;
    const external = /^[a-z][a-z0-9+.-]*:/i.test(href);
    return (
      <Link href={href} external={external}>
        {children}
      </Link>
    );
  },
};

/**
 * A notice's Markdown body as members see it: react-markdown without raw HTML, unsafe link schemes
 * made inert. Written once for `NoticeView` (the member's page) and `MarkdownEditor` (the staff's
 * live preview), so the preview cannot drift from what members read. Style it with `noticeBody`.
 */
export function NoticeMarkdown({ body }: { body: string }) {
  return (
    <Markdown skipHtml urlTransform={defaultUrlTransform} components={markdownComponents}>
      {body}
    </Markdown>
  );
}
