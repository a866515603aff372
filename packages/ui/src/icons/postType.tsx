import type { PostType } from '@lightbearers/domain';
import { forwardRef } from 'react';
import * as th from '../i18n/th';
import { FacebookMark, TikTokMark, XTwitterMark, YouTubeMark } from './brand';
import type { IconProps } from './Icon';
import { ImageIcon, LinkIcon, TextIcon } from './ui';

export interface PostTypeIconProps extends Omit<IconProps, 'label'> {
  /** The post type the icon shows; its Thai name (`th.post.types`) is the accessible name. */
  type: PostType;
  /** Hide it from assistive tech when text next to it already names the type. */
  decorative?: boolean;
}

const marks = {
  videoYoutube: YouTubeMark,
  videoTikTok: TikTokMark,
  videoFacebook: FacebookMark,
  linkFacebook: FacebookMark,
  linkTwitter: XTwitterMark,
  postPhoto: ImageIcon,
  postLink: LinkIcon,
  postText: TextIcon,
} as const;

/** A post's type icon: the network's mark for videos and social links, a glyph for photo, link, text. */
export const PostTypeIcon = forwardRef<SVGSVGElement, PostTypeIconProps>(function PostTypeIcon(
  { type, decorative = false, ...rest },
  ref,
) {
  const Mark = marks[type];
  return (
    <Mark ref={ref} data-post-type={type} label={decorative ? undefined : th.post.types[type]} {...rest} />
  );
});
