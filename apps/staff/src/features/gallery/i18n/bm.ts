export default {
  title: 'Galeri',
  upload: 'Muat Naik Imej',
  choose: 'Pilih dari Galeri',
  remove: 'Buang imej',
  pickTitle: 'Pilih imej',
  empty: 'Belum ada imej. Muat naik imej PNG, JPEG atau WebP.',
  image: 'Imej',
  size: 'Saiz',
  address: 'Alamat',
  delete: 'Padam',
  deleted: 'Imej dipadam.',
  confirmDelete: 'Padam imej {{name}}?',
};
