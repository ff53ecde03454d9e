export default {
  started: '开始',
  ended: '结束',
  game: '游戏',
  bet: '投注',
  win: '赢',
};
