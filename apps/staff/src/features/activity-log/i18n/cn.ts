export default {
  title: '操作日志',
  time: '时间',
  operator: '操作员',
  action: '操作',
  target: '对象',
  targetId: '对象 ID',
  before: '修改前',
  after: '修改后',
  ip: 'IP',
  member: '会员',
  system: '系统',
};
