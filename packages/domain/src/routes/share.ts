import type { ShareNetwork } from '../constants';
import { shareDescription, shareTitle } from '../text/limits';

/** A post's short link, `/{key}/{userId}` on the short-link host: clicks through it earn the sharer points. */
export function shortLinkUrl(base: string, key: string, userId?: number | null): string {
  const root = base.replace(/\/+$/, '');
  const path = `${root}/${encodeURIComponent(key)}`;
  return userId ? `${path}/${userId}` : path;
}

/** What is shared: the link, and the text that goes with it (cut to the share limits). */
export interface ShareContent {
  url: string;
  text: string;
}

const q = encodeURIComponent;

/** The address that shares `content` on one network of the share modal. */
export function shareTargetUrl(network: ShareNetwork, content: ShareContent): string {
  const url = q(content.url);
  const title = q(shareTitle(content.text));
  const description = q(shareDescription(content.text));
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${description}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${url}&text=${description}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'sms':
      return `sms:?&body=${q(`${shareDescription(content.text)} ${content.url}`)}`;
    case 'email':
      return `mailto:?subject=${title}&body=${q(`${shareDescription(content.text)}\n\n${content.url}`)}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${url}&description=${description}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${title}`;
  }
}
