import { useQueryClient } from '@tanstack/react-query';
import type { GalleryImageView } from '@topup/contracts/api/gallery.ts';
import { api } from '../api/client.ts';
import { GALLERY_URL } from '../api/endpoints.ts';
import { readFileBase64 } from '../files/read-file-base64.ts';
import { useFeedback } from '../ui/use-feedback.ts';

/** Uploads a chosen file to the gallery; the server checks its type, size and pixels. */
export function useUploadImage() {
  const queryClient = useQueryClient();
  const { success, failure } = useFeedback();
  return async (file: File): Promise<GalleryImageView | null> => {
    try {
      const reply = await api.post<{ data: GalleryImageView; message?: string }>(GALLERY_URL, {
        name: file.name,
        content_base64: await readFileBase64(file),
      });
      success(reply.message);
      await queryClient.invalidateQueries({ queryKey: [GALLERY_URL] });
      return reply.data;
    } catch (error) {
      failure(error);
      return null;
    }
  };
}
