/**
 * How a list of posts loads its cards' media pictures: a video facade's picture and which cards'
 * pictures load eagerly. Lists pass the eager rule in (`FeedPost`'s `eager`); page stories replace
 * the context so a screenshot shows the facades without a picture and waits for every picture.
 */
import type { Post } from '@lightbearers/api-client';
import type { ImageSource } from '@lightbearers/ui';
import { createContext } from 'react';
import { videoPoster } from './pictures';

export interface PostMediaLoading {
  /** A video facade's picture: the service's poster (ADR 038), `null` for none. */
  thumbnail: (post: Post) => ImageSource | null;
  /** The pictures of the card at `index`: the first card's eagerly (the page's largest picture), the rest lazily. */
  loading: (index: number) => 'eager' | 'lazy';
}

export const PostMediaContext = createContext<PostMediaLoading>({
  thumbnail: (post) => videoPoster(post),
  loading: (index) => (index === 0 ? 'eager' : 'lazy'),
});
