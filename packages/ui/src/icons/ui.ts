// UI icons: one lucide glyph per module import (tree-shaken per icon). Names say what the icon
// means in Lightbearers, not what it draws, so a glyph can change without renaming call sites.

import BellGlyph from 'lucide-react/icons/bell';
import BookOpenGlyph from 'lucide-react/icons/book-open';
import CalendarGlyph from 'lucide-react/icons/calendar';
import CameraGlyph from 'lucide-react/icons/camera';
import ChartColumnGlyph from 'lucide-react/icons/chart-column';
import CheckGlyph from 'lucide-react/icons/check';
import ChevronDownGlyph from 'lucide-react/icons/chevron-down';
import ChevronLeftGlyph from 'lucide-react/icons/chevron-left';
import ChevronRightGlyph from 'lucide-react/icons/chevron-right';
import ChevronUpGlyph from 'lucide-react/icons/chevron-up';
import CoinsGlyph from 'lucide-react/icons/coins';
import CopyGlyph from 'lucide-react/icons/copy';
import DownloadGlyph from 'lucide-react/icons/download';
import EllipsisVerticalGlyph from 'lucide-react/icons/ellipsis-vertical';
import ExternalLinkGlyph from 'lucide-react/icons/external-link';
import EyeGlyph from 'lucide-react/icons/eye';
import FunnelGlyph from 'lucide-react/icons/funnel';
import GiftGlyph from 'lucide-react/icons/gift';
import GlobeGlyph from 'lucide-react/icons/globe';
import HandHeartGlyph from 'lucide-react/icons/hand-heart';
import HouseGlyph from 'lucide-react/icons/house';
import ImageGlyph from 'lucide-react/icons/image';
import InfoGlyph from 'lucide-react/icons/info';
import LetterTextGlyph from 'lucide-react/icons/letter-text';
import LinkGlyph from 'lucide-react/icons/link';
import LogInGlyph from 'lucide-react/icons/log-in';
import LogOutGlyph from 'lucide-react/icons/log-out';
import MedalGlyph from 'lucide-react/icons/medal';
import MenuGlyph from 'lucide-react/icons/menu';
import MessageCircleGlyph from 'lucide-react/icons/message-circle';
import MinusGlyph from 'lucide-react/icons/minus';
import MonitorDownGlyph from 'lucide-react/icons/monitor-down';
import MoonGlyph from 'lucide-react/icons/moon';
import MousePointerClickGlyph from 'lucide-react/icons/mouse-pointer-click';
import NewspaperGlyph from 'lucide-react/icons/newspaper';
import PartyPopperGlyph from 'lucide-react/icons/party-popper';
import PencilGlyph from 'lucide-react/icons/pencil';
import PinGlyph from 'lucide-react/icons/pin';
import PlayGlyph from 'lucide-react/icons/play';
import PlusGlyph from 'lucide-react/icons/plus';
import PrinterGlyph from 'lucide-react/icons/printer';
import SearchGlyph from 'lucide-react/icons/search';
import Share2Glyph from 'lucide-react/icons/share-2';
import ShoppingBasketGlyph from 'lucide-react/icons/shopping-basket';
import SparklesGlyph from 'lucide-react/icons/sparkles';
import StarGlyph from 'lucide-react/icons/star';
import SunGlyph from 'lucide-react/icons/sun';
import TagGlyph from 'lucide-react/icons/tag';
import Trash2Glyph from 'lucide-react/icons/trash-2';
import TriangleAlertGlyph from 'lucide-react/icons/triangle-alert';
import TrophyGlyph from 'lucide-react/icons/trophy';
import UserGlyph from 'lucide-react/icons/user';
import UsersGlyph from 'lucide-react/icons/users';
import WalletGlyph from 'lucide-react/icons/wallet';
import XGlyph from 'lucide-react/icons/x';
import { createIcon } from './Icon';

/** Home: the feed (/all/other). */
export const HomeIcon = /* @__PURE__ */ createIcon(HouseGlyph, 'home');
/** Menu toggle: opens the side panel. */
export const MenuIcon = /* @__PURE__ */ createIcon(MenuGlyph, 'menu');
/** Search members. */
export const SearchIcon = /* @__PURE__ */ createIcon(SearchGlyph, 'search');
/** Add or create (create-post button, add to basket). */
export const PlusIcon = /* @__PURE__ */ createIcon(PlusGlyph, 'plus');
/** Decrease an amount (shop quantity). */
export const MinusIcon = /* @__PURE__ */ createIcon(MinusGlyph, 'minus');
/** The souvenir basket. */
export const BasketIcon = /* @__PURE__ */ createIcon(ShoppingBasketGlyph, 'basket');
/** Notifications. */
export const BellIcon = /* @__PURE__ */ createIcon(BellGlyph, 'bell');
/** A member, my page; also the avatar's last fallback. */
export const UserIcon = /* @__PURE__ */ createIcon(UserGlyph, 'user');
/** Previous, back. */
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(ChevronLeftGlyph, 'chevron-left');
/** Next, go to. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon(ChevronRightGlyph, 'chevron-right');
/** Expand a collapsible section or a select. */
export const ChevronDownIcon = /* @__PURE__ */ createIcon(ChevronDownGlyph, 'chevron-down');
/** Collapse a section. */
export const ChevronUpIcon = /* @__PURE__ */ createIcon(ChevronUpGlyph, 'chevron-up');
/** Close a dialog, a notice or a sheet. */
export const CloseIcon = /* @__PURE__ */ createIcon(XGlyph, 'close');
/** More actions (kebab menu of a post). */
export const MoreIcon = /* @__PURE__ */ createIcon(EllipsisVerticalGlyph, 'more');
/** 'สาธุ': hands offering a heart, the community's like. */
export const LikeIcon = /* @__PURE__ */ createIcon(HandHeartGlyph, 'like');
/** Comment on a post. */
export const CommentIcon = /* @__PURE__ */ createIcon(MessageCircleGlyph, 'comment');
/** Share a post or a profile. */
export const ShareIcon = /* @__PURE__ */ createIcon(Share2Glyph, 'share');
/** A web link, the link post type, a short link. */
export const LinkIcon = /* @__PURE__ */ createIcon(LinkGlyph, 'link');
/** Opens in a new tab (corner short link, external sites). */
export const ExternalIcon = /* @__PURE__ */ createIcon(ExternalLinkGlyph, 'external');
/** A pinned post. */
export const PinIcon = /* @__PURE__ */ createIcon(PinGlyph, 'pin');
/** Delete. */
export const TrashIcon = /* @__PURE__ */ createIcon(Trash2Glyph, 'trash');
/** Edit a description or a profile. */
export const EditIcon = /* @__PURE__ */ createIcon(PencilGlyph, 'edit');
/** Change the profile picture. */
export const CameraIcon = /* @__PURE__ */ createIcon(CameraGlyph, 'camera');
/** Photos, the photo post type. */
export const ImageIcon = /* @__PURE__ */ createIcon(ImageGlyph, 'image');
/** The text post type. */
export const TextIcon = /* @__PURE__ */ createIcon(LetterTextGlyph, 'text');
/** Dates and date pickers. */
export const CalendarIcon = /* @__PURE__ */ createIcon(CalendarGlyph, 'calendar');
/** Copy to the clipboard. */
export const CopyIcon = /* @__PURE__ */ createIcon(CopyGlyph, 'copy');
/** Download a card, export a table. */
export const DownloadIcon = /* @__PURE__ */ createIcon(DownloadGlyph, 'download');
/** Print a card or certificate. */
export const PrintIcon = /* @__PURE__ */ createIcon(PrinterGlyph, 'print');
/** Points. */
export const CoinIcon = /* @__PURE__ */ createIcon(CoinsGlyph, 'coin');
/** The points wallet. */
export const WalletIcon = /* @__PURE__ */ createIcon(WalletGlyph, 'wallet');
/** Souvenirs, the shop. */
export const GiftIcon = /* @__PURE__ */ createIcon(GiftGlyph, 'gift');
/** Rankings, top sharers. */
export const TrophyIcon = /* @__PURE__ */ createIcon(TrophyGlyph, 'trophy');
/** Top-three medals and honour awards. */
export const MedalIcon = /* @__PURE__ */ createIcon(MedalGlyph, 'medal');
/** A highlight or favourite. */
export const StarIcon = /* @__PURE__ */ createIcon(StarGlyph, 'star');
/** Something new (new notice, creator marker). */
export const SparklesIcon = /* @__PURE__ */ createIcon(SparklesGlyph, 'sparkles');
/** Celebration notices (cheer). */
export const CheerIcon = /* @__PURE__ */ createIcon(PartyPopperGlyph, 'cheer');
/** Information notices and hints. */
export const InfoIcon = /* @__PURE__ */ createIcon(InfoGlyph, 'info');
/** Warning notices and alerts. */
export const WarningIcon = /* @__PURE__ */ createIcon(TriangleAlertGlyph, 'warning');
/** Done, selected, confirmed. */
export const CheckIcon = /* @__PURE__ */ createIcon(CheckGlyph, 'check');
/** Light theme. */
export const SunIcon = /* @__PURE__ */ createIcon(SunGlyph, 'sun');
/** Night mode. */
export const MoonIcon = /* @__PURE__ */ createIcon(MoonGlyph, 'moon');
/** Sign in. */
export const LoginIcon = /* @__PURE__ */ createIcon(LogInGlyph, 'login');
/** Log out. */
export const LogoutIcon = /* @__PURE__ */ createIcon(LogOutGlyph, 'logout');
/** Filter a list (directory, category). */
export const FilterIcon = /* @__PURE__ */ createIcon(FunnelGlyph, 'filter');
/** Play a video. */
export const PlayIcon = /* @__PURE__ */ createIcon(PlayGlyph, 'play');
/** Views. */
export const EyeIcon = /* @__PURE__ */ createIcon(EyeGlyph, 'eye');
/** Clicks on a shared short link. */
export const ClicksIcon = /* @__PURE__ */ createIcon(MousePointerClickGlyph, 'clicks');
/** Install the site as an app (/app). */
export const InstallIcon = /* @__PURE__ */ createIcon(MonitorDownGlyph, 'install');
/** The members directory (/creator). */
export const UsersIcon = /* @__PURE__ */ createIcon(UsersGlyph, 'users');
/** Statistics (/topshare, /stat). */
export const ChartIcon = /* @__PURE__ */ createIcon(ChartColumnGlyph, 'chart');
/** The latest posts (/p/all). */
export const LatestIcon = /* @__PURE__ */ createIcon(NewspaperGlyph, 'latest');
/** Categories of posts. */
export const CategoryIcon = /* @__PURE__ */ createIcon(TagGlyph, 'category');
/** The social feeds (YouTube, TikTok, Facebook, Twitter). */
export const SocialIcon = /* @__PURE__ */ createIcon(GlobeGlyph, 'social');
/** The user manual (a separate site). */
export const ManualIcon = /* @__PURE__ */ createIcon(BookOpenGlyph, 'manual');
