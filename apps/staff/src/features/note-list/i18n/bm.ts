export default {
  title: 'Nota',
  time: 'Masa',
  member: 'Ahli',
  note: 'Nota',
  author: 'Penulis',
  edited: 'Disunting',
  editedBy: '{{editor}} · {{time}}',
};
