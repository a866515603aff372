// The Thai copy catalogue of the design system, one module per area (`th/<area>.ts`). Components
// never hold string literals: strings come from here (generic UI copy) or arrive as props (screen
// copy). Spec strings are verbatim.
//
// Import it as a namespace and read areas by name — `import * as th from '../../i18n/th'`, then
// `th.common.close` — so a bundle keeps only the areas its code names (the bundler resolves
// `th.<area>` to that area's module); never pass `th` around whole or index it by a computed key
// (`internal/boundaries.test.ts` fails on that).

export { application } from './th/application';
export { audit } from './th/audit';
export { avatarCrop } from './th/avatarCrop';
export { brand } from './th/brand';
export { cards } from './th/cards';
export { carousel } from './th/carousel';
export { comments } from './th/comments';
export { common } from './th/common';
export { composer } from './th/composer';
export { confirm } from './th/confirm';
export { cookie } from './th/cookie';
export { dataTable } from './th/dataTable';
export { delivery } from './th/delivery';
export { directoryFilter } from './th/directoryFilter';
export { editDescription } from './th/editDescription';
export { editProfile } from './th/editProfile';
export { embed } from './th/embed';
export { field } from './th/field';
export { footer } from './th/footer';
export { footerSocial } from './th/footerSocial';
export { handleTaken } from './th/handleTaken';
export { header } from './th/header';
export { imagePicker } from './th/imagePicker';
export { install } from './th/install';
export { landing } from './th/landing';
export { lightbox } from './th/lightbox';
export { likeBar } from './th/likeBar';
export { link } from './th/link';
export { login } from './th/login';
export { markdownEditor } from './th/markdownEditor';
export { mediaGrid } from './th/mediaGrid';
export { members } from './th/members';
export { nav } from './th/nav';
export { notFound } from './th/notFound';
export { notice } from './th/notice';
export { notifications } from './th/notifications';
export { offline } from './th/offline';
export { order } from './th/order';
export { orderStatus } from './th/orderStatus';
export { org } from './th/org';
export { pager } from './th/pager';
export { photoGrid } from './th/photoGrid';
export { player } from './th/player';
export { post } from './th/post';
export { postMenu } from './th/postMenu';
export { profile } from './th/profile';
export { progress } from './th/progress';
export { review } from './th/review';
export { search } from './th/search';
export { share } from './th/share';
export { shareStats } from './th/shareStats';
export { sheetTable } from './th/sheetTable';
export { shop } from './th/shop';
export { skipLink } from './th/skipLink';
export { socialLinks } from './th/socialLinks';
export { staffForm } from './th/staffForm';
export { staffNav } from './th/staffNav';
export { stats } from './th/stats';
export { toast } from './th/toast';
export { wallet } from './th/wallet';
