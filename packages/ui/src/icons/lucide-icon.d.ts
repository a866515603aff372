// The types of `lucide-react/icons/<name>` (mapped here by tsconfig.base.json's `paths`): lucide's
// own declare only the component, but each module also exports its drawing, `__iconData`, which
// the design system draws itself (icons/glyph.ts; Icons.test.tsx checks every glyph against
// lucide's own rendering).
import type { LucideIcon } from 'lucide-react';

declare const icon: LucideIcon;
export default icon;

export declare const __iconData: {
  name: string;
  size: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
};
