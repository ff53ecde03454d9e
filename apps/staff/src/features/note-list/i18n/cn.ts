export default {
  title: '备注',
  time: '时间',
  member: '会员',
  note: '备注',
  author: '作者',
  edited: '编辑',
  editedBy: '{{editor}} · {{time}}',
};
