export default {
  newItem: 'New pending {{type}} #{{id}}',
  kind: { deposit: 'deposit', withdrawal: 'withdrawal' },
  waiting: '{{count}} waiting',
  toVerify: '{{count}} to verify',
  sound: 'Sound alert',
  soundOn: 'Sound alert on: click to mute',
  soundOff: 'Sound alert off: click to turn on',
  volume: 'Volume',
  testSound: 'Play a test sound',
  alertsTitle: 'Alerts for new deposits and withdrawals',
  alertsHint:
    'A sound plays on any page when a new item waits. Saved in your profile, so it follows you to any desk.',
  saved: 'Alert settings saved.',
  notifyTitle: 'Get a notification while this tab is in the background?',
  notifyText:
    'When a new deposit or withdrawal arrives while you are working in another tab or window, your browser can show a notification. Your browser asks once for permission.',
  notifyAllow: 'Allow notifications',
  notifyLater: 'Not now',
  palette: {
    title: 'Go to',
    placeholder: 'Screen, member name or phone, game ID',
    screen: 'Screen',
    member: 'Member',
    gameId: 'Game ID',
    nothing: 'Nothing found',
    hint: '↑ ↓ to move, Enter to open, Esc to close. Ctrl+K opens this from any page.',
  },
};
