export default {
  title: 'Notes',
  time: 'Time',
  member: 'Member',
  note: 'Note',
  author: 'Author',
  edited: 'Edited',
  editedBy: '{{editor}} · {{time}}',
};
