export default {
  title: 'Activity Log',
  time: 'Time',
  operator: 'Operator',
  action: 'Action',
  target: 'Target',
  targetId: 'Target ID',
  before: 'Before',
  after: 'After',
  ip: 'IP',
  member: 'Member',
  system: 'System',
};
