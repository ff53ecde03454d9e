/** Messages of Telegram alerts: the settings form's checks and the alert texts sent to the chats. */
export const TELEGRAM_MESSAGES = {
  TELEGRAM_CHAT_INVALID: {
    status: 422,
    en: 'A chat must be a numeric chat id (groups start with -) or a @channel name.',
    bm: 'Sembang mestilah ID sembang berangka (kumpulan bermula dengan -) atau nama @saluran.',
    cn: '聊天必须是数字聊天 ID（群组以 - 开头）或 @频道名称。',
  },
  TELEGRAM_CHAT_DUPLICATE: {
    status: 422,
    en: 'Each chat can be listed only once.',
    bm: 'Setiap sembang hanya boleh disenaraikan sekali.',
    cn: '每个聊天只能列出一次。',
  },
  TELEGRAM_API_BASE_INVALID: {
    status: 422,
    en: 'The Bot API address must be an http or https address without a user name or password.',
    bm: 'Alamat Bot API mestilah alamat http atau https tanpa nama pengguna atau kata laluan.',
    cn: 'Bot API 地址必须是不含用户名或密码的 http 或 https 地址。',
  },
  TELEGRAM_MINUTES_INVALID: {
    status: 422,
    en: 'Minutes must be a whole number from 1 to 1440.',
    bm: 'Minit mestilah nombor bulat dari 1 hingga 1440.',
    cn: '分钟数必须是 1 到 1440 之间的整数。',
  },
  TELEGRAM_COUNT_INVALID: {
    status: 422,
    en: 'The number of failed logins must be a whole number from 1 to 10000.',
    bm: 'Bilangan log masuk gagal mestilah nombor bulat dari 1 hingga 10000.',
    cn: '登录失败次数必须是 1 到 10000 之间的整数。',
  },
  TELEGRAM_TOKEN_INVALID: {
    status: 422,
    en: 'This is not a bot token: BotFather gives one like 123456789:AAE... (digits, a colon and at least 20 letters, digits, - or _).',
    bm: 'Ini bukan token bot: BotFather memberi token seperti 123456789:AAE... (digit, titik bertindih dan sekurang-kurangnya 20 huruf, digit, - atau _).',
    cn: '这不是机器人令牌：BotFather 提供的令牌形如 123456789:AAE...（数字、冒号和至少 20 个字母、数字、- 或 _）。',
  },
  TELEGRAM_NOT_CONFIGURED: {
    status: 422,
    en: 'Save a bot token and at least one chat first.',
    bm: 'Simpan token bot dan sekurang-kurangnya satu sembang dahulu.',
    cn: '请先保存机器人令牌和至少一个聊天。',
  },
  TELEGRAM_TEST_MESSAGE: {
    status: 200,
    en: 'Test message from the back-office: Telegram alerts reach this chat.',
    bm: 'Mesej ujian dari pejabat belakang: amaran Telegram sampai ke sembang ini.',
    cn: '来自后台的测试消息：Telegram 提醒可以送达此聊天。',
  },
  TELEGRAM_TYPE_DEPOSIT: { status: 200, en: 'Deposit', bm: 'Deposit', cn: '存款' },
  TELEGRAM_TYPE_WITHDRAWAL: { status: 200, en: 'Withdrawal', bm: 'Pengeluaran', cn: '提款' },
  TELEGRAM_ALERT_PENDING_WAIT: {
    status: 200,
    en: ':type #:id of RM :amount by :member (phone :phone, account :account) has waited :minutes minutes.',
    bm: ':type #:id sebanyak RM :amount oleh :member (telefon :phone, akaun :account) telah menunggu :minutes minit.',
    cn: ':type #:id 金额 RM :amount，会员 :member（电话 :phone，账号 :account）已等待 :minutes 分钟。',
  },
  TELEGRAM_ALERT_LARGE_AMOUNT: {
    status: 200,
    en: 'Large :type #:id of RM :amount by :member (phone :phone, account :account), status :status.',
    bm: ':type besar #:id sebanyak RM :amount oleh :member (telefon :phone, akaun :account), status :status.',
    cn: '大额:type #:id 金额 RM :amount，会员 :member（电话 :phone，账号 :account），状态 :status。',
  },
  TELEGRAM_ALERT_DISCREPANCY: {
    status: 200,
    en: 'Provider discrepancy #:id (:kind): RM :amount, reference :reference.',
    bm: 'Percanggahan penyedia #:id (:kind): RM :amount, rujukan :reference.',
    cn: '供应商差异 #:id（:kind）：RM :amount，参考 :reference。',
  },
  TELEGRAM_ALERT_AGENT_CREDIT: {
    status: 200,
    en: 'Agent credit at kiosk :kiosk is RM :credit, below the warning of RM :warning.',
    bm: 'Kredit ejen di kiosk :kiosk ialah RM :credit, di bawah amaran RM :warning.',
    cn: '自助终端 :kiosk 的代理额度为 RM :credit，低于警戒线 RM :warning。',
  },
  TELEGRAM_ALERT_FAILED_LOGINS: {
    status: 200,
    en: ':count failed staff logins in the last :minutes minutes.',
    bm: ':count log masuk kakitangan gagal dalam :minutes minit yang lalu.',
    cn: '过去 :minutes 分钟内有 :count 次员工登录失败。',
  },
} as const;
