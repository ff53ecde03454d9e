export type GalleryImage = {
  id: number;
  name: string;
  url: string;
  mime: string;
  width: number;
  height: number;
  size_bytes: number;
  created_at: string;
};
