export default {
  title: 'Operators',
  create: 'Create Operator',
  edit: 'Edit Operator',
  passwordKeep: 'Leave empty to keep the current password.',
  confirmCreate: 'Create operator {{name}}?',
  confirmUpdate: 'Save changes to operator {{name}}? A new password or deactivation signs them out.',
};
