export default {
  title: 'Set up this site',
  intro:
    'No operator exists yet. Create the Super Admin: it holds every permission and sees every deposit and withdrawal.',
  code: 'Setup code',
  codeHelp:
    'Printed in the server log when it started ("No operator exists yet..."). It works once. Restart the server for a new one.',
  name: 'Name',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  pin: 'Security PIN (4 to 6 digits)',
  confirmPin: 'Confirm security PIN',
  passwordMismatch: 'The passwords do not match.',
  pinMismatch: 'The PINs do not match.',
  usernameFormat: '3 to 50 letters, digits, dots, dashes or underscores.',
  submit: 'Create Super Admin',
  checking: 'Checking whether this site is set up…',
};
