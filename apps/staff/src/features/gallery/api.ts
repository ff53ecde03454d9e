import type { GalleryImageView } from '@topup/contracts/api/gallery.ts';
import { api } from '../../shared/api/client.ts';
import { GALLERY_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';

export const galleryList = listSource<GalleryImageView>(GALLERY_URL, '-id');

/** Deletes an image nothing uses (the server names where one is still used). */
export function useDeleteImage() {
  return useWrite(
    (id: number) => api.delete<{ message?: string }>(`${GALLERY_URL}/${id}`),
    () => [[GALLERY_URL]],
  );
}
