export default {
  title: 'Sumber',
  create: 'Cipta Sumber',
  edit: 'Sunting Sumber',
  isDefault: 'Lalai',
  default: 'Lalai',
  defaultHint: 'Ahli baharu tanpa sumber mendapat sumber lalai. Hanya satu sumber menjadi lalai.',
  members: 'Ahli',
  confirmSave: 'Simpan sumber {{name}}?',
};
