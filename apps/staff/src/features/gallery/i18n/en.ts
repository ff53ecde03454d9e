export default {
  title: 'Gallery',
  upload: 'Upload Image',
  choose: 'Choose from Gallery',
  remove: 'Remove image',
  pickTitle: 'Choose an image',
  empty: 'No images yet. Upload a PNG, JPEG or WebP image.',
  image: 'Image',
  size: 'Size',
  address: 'Address',
  delete: 'Delete',
  deleted: 'Image deleted.',
  confirmDelete: 'Delete image {{name}}?',
};
