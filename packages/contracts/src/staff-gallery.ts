/** Reply shapes of the staff gallery API, shared by the server and the staff SPA. */

export type GalleryImageView = {
  id: number;
  name: string;
  url: string;
  mime: string;
  width: number;
  height: number;
  size_bytes: number;
  created_at: string;
};
