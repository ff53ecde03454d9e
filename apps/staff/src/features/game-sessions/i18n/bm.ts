export default {
  started: 'Bermula',
  ended: 'Tamat',
  game: 'Permainan',
  bet: 'Pertaruhan',
  win: 'Menang',
};
