/**
 * The pictures of a souvenir or a badge as `ImagePicker` shows them: the stored ones, and each file
 * picked, shown at once from the device and uploaded through the service (`POST /api/upload`, one
 * file per request) — its tile says uploading, then done with the stored image, or failed.
 */
import type { ImagePickerItem } from '@lightbearers/ui';
import { useRef, useState } from 'react';
import { calls, siteClient } from '../../router/calls';
import { serverWords } from './access';
import { staffCopy } from './copy';

export interface Picture extends ImagePickerItem {
  /** The stored image's id once uploaded. */
  storedId: number | null;
}

export function usePictures(stored: readonly { id: number; url: string | null }[]) {
  const [items, setItems] = useState<Picture[]>(() =>
    stored.map((p) => ({
      id: String(p.id),
      src: p.url ?? '',
      name: staffCopy.souvenir.pictureName(p.id),
      status: 'done' as const,
      storedId: p.id,
    })),
  );
  const next = useRef(0);

  const update = (id: string, change: Partial<Picture>) =>
    setItems((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const upload = async (id: string, file: File) => {
    try {
      const [{ uploadImage }, client] = await Promise.all([calls(), siteClient()]);
      const image = await uploadImage(client, file, file.name);
      update(id, { storedId: image.id, src: image.url, status: 'done' });
    } catch (error) {
      update(id, { status: 'failed', error: serverWords(error) ?? staffCopy.souvenir.uploadFailed });
    }
  };

  return {
    items,
    /** Files chosen: shown at once, uploaded one request each. */
    pick: (files: File[]) => {
      const added = files.map((file) => {
        next.current += 1;
        return {
          file,
          picture: {
            id: `new-${next.current}`,
            src: URL.createObjectURL(file),
            name: file.name,
            status: 'uploading' as const,
            storedId: null,
          },
        };
      });
      setItems((list) => [...list, ...added.map((a) => a.picture)]);
      for (const { file, picture } of added) void upload(picture.id, file);
    },
    remove: (id: string) => setItems((list) => list.filter((p) => p.id !== id)),
    move: (id: string, to: number) =>
      setItems((list) => {
        const from = list.findIndex((p) => p.id === id);
        if (from < 0) return list;
        const copy = [...list];
        const [moved] = copy.splice(from, 1);
        copy.splice(Math.max(0, Math.min(to, copy.length)), 0, moved as Picture);
        return copy;
      }),
    uploading: items.some((p) => p.status === 'uploading'),
    /** The stored images, in order (failed uploads left out). */
    ids: items.flatMap((p) => (p.status === 'done' && p.storedId !== null ? [p.storedId] : [])),
  };
}
