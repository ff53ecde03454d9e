export default {
  title: 'Log Aktiviti',
  time: 'Masa',
  operator: 'Operator',
  action: 'Tindakan',
  target: 'Sasaran',
  targetId: 'ID Sasaran',
  before: 'Sebelum',
  after: 'Selepas',
  ip: 'IP',
  member: 'Ahli',
  system: 'Sistem',
};
