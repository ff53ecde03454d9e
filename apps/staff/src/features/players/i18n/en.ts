export default {
  gameIds: 'Game IDs',
  depositCount: 'Deposit Count',
  lastDeposit: 'Last Deposit',
  registeredAt: 'Register Time',
  bank: 'Bank Information',
  edit: 'Player {{name}}',
  confirmSave: 'Save changes to member {{name}}?',
};
