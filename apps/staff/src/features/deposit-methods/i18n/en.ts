export default {
  menu: 'Deposit Methods',
  create: 'Create Deposit Method',
  edit: 'Edit Deposit Method',
  intro:
    'The method tiles members choose on the deposit screen, in this order. A method is offered while it is shown and has at least one shown bank account.',
  order: 'Order',
  moveUp: 'Move {{name}} up',
  moveDown: 'Move {{name}} down',
  image: 'Image',
  name: 'Name',
  type: 'Type label',
  banks: 'Bank accounts',
  banksHint:
    'The payment options members pick after this method. A bank account belongs to one deposit method only.',
  inOther: '{{bank}} (in {{method}})',
  hiddenBank: 'hidden',
  shown: 'Shown',
  showFor: 'Show {{name}} to members',
  offered: 'Members see it',
  offeredYes: 'Offered',
  offeredNoBank: 'No shown bank account',
  offeredHidden: 'Hidden',
  empty: 'No deposit method yet: members cannot deposit until one is created with a bank account.',
  delete: 'Delete',
  confirmSave: 'Save {{name}}? The member deposit screen shows the change at once.',
  confirmDelete:
    'Delete {{name}}? Only a method with no bank account and no role naming it can go; hide it otherwise.',
};
