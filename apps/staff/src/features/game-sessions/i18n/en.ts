export default {
  started: 'Started',
  ended: 'Ended',
  game: 'Game',
  bet: 'Bet',
  win: 'Win',
};
