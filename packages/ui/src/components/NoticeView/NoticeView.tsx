import type { NoticeIcon } from '@lightbearers/domain';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as th from '../../i18n/th';
import { ChevronLeftIcon } from '../../icons';
import { NoticeGlyph } from '../../internal/noticeIcon';
import { NoticeMarkdown } from '../../internal/noticeMarkdown';
import { Link } from '../Link';
import {
  NoticeViewBody,
  NoticeViewHead,
  NoticeViewIcon,
  NoticeViewRoot,
  NoticeViewTime,
  NoticeViewTopic,
} from './NoticeView.styles';

export interface NoticeViewProps extends ComponentPropsWithoutRef<'article'> {
  /** The topic, the page's heading. */
  topic: string;
  /** cheer, new, info or warning. */
  icon: NoticeIcon;
  /** The body in Markdown (product §3 Notice des). Raw HTML is dropped; `javascript:` links are made inert. */
  body: string;
  /** When it was published, relative in Thai ('3 วันที่แล้ว'). */
  time: string;
  /** The same moment, machine-readable (publishedAt). */
  dateTime: string;
  /** The Back button's target (product §2: /notice). */
  backHref: string;
  /** The topic's heading level: h1 on the notice page (default). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * One notice (product §2 /notice/{id}): the icon, the topic, the publish time, the Markdown body and
 * a Back button to /notice. The body goes through react-markdown without raw HTML, and unsafe
 * link schemes become plain text.
 */
export const NoticeView = forwardRef<HTMLElement, NoticeViewProps>(function NoticeView(
  { topic, icon, body, time, dateTime, backHref, headingLevel = 'h1', ...rest },
  ref,
) {
  const topicId = useId();
  return (
    <NoticeViewRoot
      ref={ref}
      aria-labelledby={topicId}
      data-component="NoticeView"
      data-icon={icon}
      {...rest}
    >
      <NoticeViewHead>
        <NoticeViewIcon data-part="Icon">
          <NoticeGlyph icon={icon} />
        </NoticeViewIcon>
        <NoticeViewTopic as={headingLevel} id={topicId} data-part="Topic">
          {topic}
        </NoticeViewTopic>
        <NoticeViewTime data-part="Time" dateTime={dateTime}>
          {time}
        </NoticeViewTime>
      </NoticeViewHead>
      <NoticeViewBody data-part="Body">
        <NoticeMarkdown body={body} />
      </NoticeViewBody>
      <Link
        href={backHref}
        variant="standalone"
        leadingIcon={<ChevronLeftIcon aria-hidden="true" />}
        data-part="Back"
      >
        {th.notice.back}
      </Link>
    </NoticeViewRoot>
  );
});
