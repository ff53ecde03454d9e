export default {
  title: 'System Messages',
  hint: 'The wording of the replies members and staff see, per language. Leave a language empty to use the default. Keep words starting with a colon (such as :amount): they are filled in.',
  code: 'Message',
  edited: 'Edited',
  text: 'Text',
  default: 'Default',
  confirmSave: 'Save the wording of {{code}}? Replies use it at once.',
};
