/**
 * The plain objects the apps and `ui` receive: no Strapi wrapping, camelCase, image URLs absolute,
 * derived fields computed. Types that `@lightbearers/domain` owns are re-used from it.
 */
import type {
  DeliveryMethod,
  NoticeIcon,
  OrderLimit,
  OrderStatus,
  PosterShape,
  PostType,
  SOCIAL_LINK_KINDS,
  UserType,
} from '@lightbearers/domain';

export type { DeliveryMethod, NoticeIcon, OrderLimit, OrderStatus, PosterShape, PostType, UserType };
/** `creator` or `sharer` (domain's `UserType`). */
export type ProfileType = UserType;
export type SocialNetwork = (typeof SOCIAL_LINK_KINDS)[number];

/** One page of a list, from `meta.pagination`. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** One size of an uploaded image, with its pixel size. */
export interface PhotoVariant {
  src: string;
  width: number;
  height: number;
}

/** An uploaded image with its sizes; a missing size falls back to the next larger one, then the original. */
export interface Photo {
  id: number;
  url: string;
  thumbnail: string;
  small: string;
  large: string;
  /** The original's pixel size, when the service gave it. */
  width: number | null;
  height: number | null;
  /** Every size whose pixel size the service gave (its formats), narrowest first: a `srcset`'s candidates. */
  variants: PhotoVariant[];
}

/**
 * A YouTube or TikTok post's poster, served by the service at several widths (domain
 * `POSTER_WIDTHS`): TikTok's 9:16, YouTube's 16:9.
 */
export interface VideoPoster {
  shape: PosterShape;
  /** The middle width's address (what a browser without `srcset` shows). */
  src: string;
  /** Every width (`… 240w, … 480w, … 720w`). */
  srcSet: string;
  /** The pixel size of `src` (the shape's aspect ratio). */
  width: number;
  height: number;
}

/** A member as shown inside another resource (liker, comment author, badge holder). */
export interface UserRef {
  id: number;
  name: string | null;
  picture: string | null;
}

export interface Category {
  id: number;
  name: string;
  order: number;
}

export interface Post {
  id: number;
  type: PostType;
  url: string | null;
  des: string;
  /** Short-link key. */
  key: string;
  views: number;
  /** Counted short-link clicks, or null when the answer did not include them. */
  clickTotal: number | null;
  publishedAt: string | null;
  createdAt: string;
  /** Author's user id. */
  uid: number;
  cover: string | null;
  refUid: number | null;
  photos: Photo[];
  category: Category | null;
  likers: UserRef[];
  likeCount: number;
  /** First part of the description (spec's des0, 400 characters). */
  desHead: string;
  /** The rest (spec's des1). */
  desRest: string;
  /** Whether there is a rest to show behind 'read more' (spec's desMore). */
  desMore: boolean;
  /** Preview image: first photo (small), else the cover, else the YouTube thumbnail (share previews). */
  previewImage: string | null;
  /** A YouTube or TikTok post's poster from the service (what its tile and facade show), else null. */
  poster: VideoPoster | null;
  /** Set by the pin calls; plain list calls answer false. */
  pinned: boolean;
}

/** Previous/next post for the post page (pre = newer, next = older). */
export interface PostNeighbours {
  pre: { id: number; type: PostType } | null;
  next: { id: number; type: PostType } | null;
}

export interface SocialLink {
  social: SocialNetwork;
  url: string;
}

export interface Profile {
  id: number;
  uid: number;
  name: string;
  givenName: string | null;
  familyName: string | null;
  des: string;
  at: string | null;
  type: ProfileType;
  /** Uploaded picture (small), else `google_picture`, else null. */
  picture: string | null;
  /** Uploaded picture thumbnail, else `picture`. */
  pictureThumbnail: string | null;
  /** Id of the uploaded picture, to keep it on a profile update. */
  pictureId: number | null;
  googlePicture: string | null;
  /** Only links that have a URL. */
  links: SocialLink[];
  org1: string | null;
  org2: string | null;
}

/** The product's login data (§3), stored under `072today`; field names as the product description has them. */
export interface Session {
  userID: number;
  userJWT: string;
  name: string;
  des: string | null;
  at: string | null;
  type: ProfileType;
  picture: string | null;
  profile_picture: string | null;
  given_name: string | null;
  family_name: string | null;
  google_picture: string | null;
}

/** The site's public settings from the service's configuration (null: unset, its element hidden). */
export interface SiteSettings {
  /** LINE's LIFF app id: LINE sign-in and "send to LINE". */
  liffId: string | null;
  /** LIFF runs as `@line/liff-mock` (the service's `LIFF_MOCK`: development only); unset: no. */
  liffMock?: boolean;
  heroVideoUrl: string | null;
  metaverseUrl: string | null;
  chatGroupUrl: string | null;
  /** The members' user manual. */
  manualUrl: string | null;
  /** The community's own pages on the networks (the footer's icons); null: not shown. */
  socialLinks: Record<'facebook' | 'youtube' | 'tiktok' | 'twitter' | 'line', string | null>;
  /** The service sends sign-in links by e-mail (`/login/email`). */
  emailSignIn: boolean;
  /** The service offers the development sign-in (`/login/dev`). */
  devSignIn: boolean;
}

export interface DevMember {
  uid: number;
  name: string;
  type: ProfileType;
  picture: string | null;
}

export interface Badge {
  id: number;
  name: string;
  photo: string | null;
}
/** A badge with every member holding it (the statistics pages' badge shelf). */
export interface BadgeWithHolders extends Badge {
  holders: UserRef[];
}
export interface BadgeHolder {
  id: number;
  badge: Badge | null;
  user: UserRef | null;
}

export interface PostPin {
  id: number;
  pid: number;
  uid: number | null;
  order: number;
}

export interface Comment {
  id: number;
  des: string;
  pid: number;
  createdAt: string;
  user: UserRef | null;
}
export interface CommentReply {
  id: number;
  des: string;
  cid: number;
  createdAt: string;
  user: UserRef | null;
}

export interface Notice {
  id: number;
  topic: string;
  des: string;
  icon: NoticeIcon;
  publishedAt: string;
}
export interface Notification {
  id: number;
  msg: string;
  read: boolean;
  createdAt: string;
}
/** The bell: its first items and how many of the member's notifications are unread in all. */
export interface BellFeed {
  items: Notification[];
  unread: number;
}

export interface Application {
  id: number;
  name: string;
  tel: string;
  lineid: string;
  address: string | null;
  /** The applicant's user id, when the answer carries the user (the export joins on it). */
  userId?: number | null;
}

/** The staff review's outcome of a creator application (ADR 030). */
export type ReviewDecision = 'approved' | 'rejected';

/** A creator application awaiting the staff review, with the member's activity (ADR 030). */
export interface PendingCreatorApplication {
  id: number;
  name: string;
  tel: string;
  lineid: string;
  address: string;
  /** ISO time the application was sent. */
  createdAt: string;
  member: {
    id: number;
    name: string;
    at: string | null;
    type: string;
    picture: string | null;
    /** Posts the member published. */
    posts: number;
    /** Posts the member shared (with at least one click). */
    shares: number;
    /** Clicks those shares earned. */
    clicks: number;
  };
}

export interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
  limit: number;
  des: string;
  photo: Photo | null;
  /** An honour award: presented by the team, never sent — its exchange skips the delivery (ADR 041). */
  honour: boolean;
}
export interface Wallet {
  currentPoint: number;
  canChangeTotal: number;
  allTimeTotal: number;
}
export interface WalletEntry {
  id: number;
  updatedAt: string;
  msg: string;
  /** The order number found in `msg` (`OrderNumber 12`), if any. */
  orderNumber: number | null;
  direction: 'in' | 'out';
  amount: number;
  total: number;
}
export interface OrderLine {
  productId: number | null;
  name: string | null;
  photo: Photo | null;
  price: number | null;
  amount: number;
  /** price × amount, when the product is populated. */
  lineTotal: number | null;
}
export interface Order {
  id: number;
  name: string;
  total: number;
  lines: OrderLine[];
  shipto: string | null;
  logistic: DeliveryMethod;
  createdAt: string;
  /** placed → packed → sent → received, or cancelled (ADR 035). */
  status: OrderStatus;
  /** The tracking text of a mailed order once sent. */
  tracking: string | null;
  /** Each status the order reached, oldest first. */
  history: Array<{ status: OrderStatus; tracking: string | null; at: string }>;
}
export interface UploadedImage {
  id: number;
  url: string;
  photo: Photo;
}

// ---- statistics ----
export interface TypeCount {
  type: string;
  total: number;
}
export interface TopSharer {
  uid: number;
  name: string;
  total: number;
}
export interface TopClick {
  postId: number;
  type: string;
  des: string;
  clicks: number;
  key: string;
  uid: number | null;
}
export interface TopCreator {
  uid: number;
  name: string;
  total: number;
}
export interface OrgSummaryRow {
  org1: string;
  org2: string | null;
  count: number;
}
export interface ShareStat {
  key: string;
  postId: number | null;
  clicks: number;
  uid: number;
}
export interface SharedByUser {
  rows: ShareStat[];
  sum: number;
  share: number;
  posts: number;
}
export interface CachedProfile {
  uid: number;
  name: string;
  picture: string | null;
  at: string | null;
  type: string;
}

// ---- external ----
export interface TikTokEmbed {
  thumbnailUrl: string;
  html: string;
  authorUrl: string;
}
export interface Gradient {
  name: string;
  colors: string[];
}
