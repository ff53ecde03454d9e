export default {
  title: 'Sources',
  create: 'Create Source',
  edit: 'Edit Source',
  isDefault: 'Is Default',
  default: 'Default',
  defaultHint: 'New members without a source get the default one. Exactly one source is the default.',
  members: 'Members',
  confirmSave: 'Save source {{name}}?',
};
