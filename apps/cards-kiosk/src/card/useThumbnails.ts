import type { CardTemplate } from '@lightbearers/domain';
import { cardThumbnail } from '@lightbearers/ui';
import { useEffect, useState } from 'react';

/** Thumbnails are drawn once per template and width, then reused across pages. */
const cache = new Map<string, Promise<string>>();

function thumbnail(template: CardTemplate, width: number): Promise<string> {
  const key = `${template.id}@${width}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = cardThumbnail(template, width).catch(() => '');
  cache.set(key, pending);
  return pending;
}

/** Data URLs of the templates' thumbnails by template id; empty until drawn (or if canvas fails). */
export function useThumbnails(templates: readonly CardTemplate[], width: number): Record<string, string> {
  const [srcs, setSrcs] = useState<Record<string, string>>({});
  useEffect(() => {
    let alive = true;
    for (const template of templates) {
      thumbnail(template, width).then((src) => {
        if (alive) setSrcs((prev) => (prev[template.id] === src ? prev : { ...prev, [template.id]: src }));
      });
    }
    return () => {
      alive = false;
    };
  }, [templates, width]);
  return srcs;
}
