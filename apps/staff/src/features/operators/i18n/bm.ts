export default {
  title: 'Operator',
  create: 'Cipta Operator',
  edit: 'Sunting Operator',
  passwordKeep: 'Biarkan kosong untuk mengekalkan kata laluan semasa.',
  confirmCreate: 'Cipta operator {{name}}?',
  confirmUpdate:
    'Simpan perubahan pada operator {{name}}? Kata laluan baharu atau penyahaktifan akan melog keluar mereka.',
};
