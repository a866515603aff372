import type { NoticeIcon } from '@lightbearers/domain';
import * as th from '../i18n/th';
import { CheerIcon, InfoIcon, SparklesIcon, WarningIcon } from '../icons';

const glyphs = { cheer: CheerIcon, new: SparklesIcon, info: InfoIcon, warning: WarningIcon } as const;

/** A notice's icon (product §2 /notice: cheer, new, info, warning), named by its Thai meaning. */
export function NoticeGlyph({ icon }: { icon: NoticeIcon }) {
  const Glyph = glyphs[icon] ?? InfoIcon;
  return <Glyph label={th.notice.icons[icon] ?? th.notice.icons.info} />;
}
