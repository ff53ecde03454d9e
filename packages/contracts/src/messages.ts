import type { Locale } from './locales.ts';
import { BANK_MOVEMENT_MESSAGES } from './messages/bank-movements.ts';
import { BONUS_RUN_MESSAGES } from './messages/bonus-runs.ts';
import { CAPACITY_MESSAGES } from './messages/capacity.ts';
import { CONTENT_MESSAGES } from './messages/content.ts';
import { DEPOSIT_METHOD_MESSAGES } from './messages/deposit-methods.ts';
import { DESK_MESSAGES } from './messages/desk.ts';
import { FIRST_RUN_MESSAGES } from './messages/first-run.ts';
import { IDEMPOTENCY_MESSAGES } from './messages/idempotency.ts';
import { MEMBER_ACCOUNT_LOCK_MESSAGES } from './messages/member-account-lock.ts';
import { MEMBER_GROUP_MESSAGES } from './messages/member-groups.ts';
import { PASSWORD_MESSAGES } from './messages/passwords.ts';
import { PAYMENT_GATEWAY_MESSAGES } from './messages/payment-gateway.ts';
import { PRODUCT_MESSAGES } from './messages/products.ts';
import { PROVIDER_AUDIT_MESSAGES } from './messages/provider-audit.ts';
import { RANK_MESSAGES } from './messages/rank.ts';
import { RECEIPT_MESSAGES } from './messages/receipts.ts';
import { SECOND_APPROVAL_MESSAGES } from './messages/second-approval.ts';
import { SECURITY_MESSAGES } from './messages/security.ts';
import { TELEGRAM_MESSAGES } from './messages/telegram.ts';

/**
 * Every message a user can be shown by the server or by a staff screen, with its spec wording
 * (en) and translations. `:name` placeholders are filled by `formatMessage`.
 * The HTTP status is what the server answers when the message is an error.
 */
type Entry = { status: number; en: string; bm: string; cn: string };

export const MESSAGES = {
  ...CAPACITY_MESSAGES,
  ...BANK_MOVEMENT_MESSAGES,
  ...BONUS_RUN_MESSAGES,
  ...MEMBER_ACCOUNT_LOCK_MESSAGES,
  ...PAYMENT_GATEWAY_MESSAGES,
  ...DESK_MESSAGES,
  ...CONTENT_MESSAGES,
  ...IDEMPOTENCY_MESSAGES,
  ...SECURITY_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...RANK_MESSAGES,
  ...SECOND_APPROVAL_MESSAGES,
  ...RECEIPT_MESSAGES,
  ...FIRST_RUN_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...DEPOSIT_METHOD_MESSAGES,
  ...TELEGRAM_MESSAGES,
  ...MEMBER_GROUP_MESSAGES,
  // generic
  INVALID_REQUEST: {
    status: 400,
    en: 'Invalid request. Please try again.',
    bm: 'Permintaan tidak sah. Sila cuba lagi.',
    cn: '无效请求，请重试。',
  },
  INVALID_AMOUNT: {
    status: 422,
    en: 'Please enter a valid amount (up to 2 decimals).',
    bm: 'Sila masukkan jumlah yang sah (sehingga 2 perpuluhan).',
    cn: '请输入有效金额（最多两位小数）。',
  },
  INTERNAL_ERROR: {
    status: 500,
    en: 'Something went wrong. Please try again (reference :id).',
    bm: 'Berlaku ralat. Sila cuba lagi (rujukan :id).',
    cn: '发生错误，请重试（参考编号 :id）。',
  },
  NOT_FOUND: { status: 404, en: 'Not found.', bm: 'Tidak dijumpai.', cn: '未找到。' },
  CONTACT_CS: {
    status: 400,
    en: 'Please contact customer service.',
    bm: 'Sila hubungi khidmat pelanggan.',
    cn: '请联系客服。',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many attempts. Please wait a minute and try again.',
    bm: 'Terlalu banyak percubaan. Sila tunggu seminit dan cuba lagi.',
    cn: '尝试次数过多，请稍等一分钟后重试。',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    en: 'This request key was already used for a different request.',
    bm: 'Kunci permintaan ini telah digunakan untuk permintaan lain.',
    cn: '该请求密钥已用于其他请求。',
  },
  XSRF_MISMATCH: {
    status: 419,
    en: 'Your page has expired. Please reload and try again.',
    bm: 'Halaman anda telah tamat tempoh. Sila muat semula dan cuba lagi.',
    cn: '页面已过期，请刷新后重试。',
  },

  // staff auth and access
  LOGIN_FAILED: {
    status: 401,
    en: 'Username or password is incorrect.',
    bm: 'Nama pengguna atau kata laluan tidak betul.',
    cn: '用户名或密码错误。',
  },
  ACCOUNT_INACTIVE: {
    status: 403,
    en: 'Your account is not active. Please contact admin.',
    bm: 'Akaun anda tidak aktif. Sila hubungi admin.',
    cn: '您的账户未激活，请联系管理员。',
  },
  LOGIN_REQUIRED: {
    status: 401,
    en: 'Please login to continue.',
    bm: 'Sila log masuk untuk meneruskan.',
    cn: '请登录以继续。',
  },
  FORBIDDEN: {
    status: 403,
    en: 'You do not have permission to do this.',
    bm: 'Anda tidak mempunyai kebenaran untuk melakukan ini.',
    cn: '您无权执行此操作。',
  },
  CURRENT_PASSWORD_WRONG: {
    status: 422,
    en: 'Current password is wrong.',
    bm: 'Kata laluan semasa salah.',
    cn: '当前密码错误。',
  },
  PIN_INCORRECT: {
    status: 422,
    en: 'Security Pin is incorrect.',
    bm: 'PIN keselamatan tidak betul.',
    cn: '安全密码不正确。',
  },
  PIN_NOT_SET: {
    status: 422,
    en: 'Please set security pin first.',
    bm: 'Sila tetapkan PIN keselamatan dahulu.',
    cn: '请先设置安全密码。',
  },

  // lookups
  PLAYER_NOT_FOUND: {
    status: 404,
    en: 'Player not found. Please try again.',
    bm: 'Pemain tidak dijumpai. Sila cuba lagi.',
    cn: '未找到玩家，请重试。',
  },
  MEMBER_ACCOUNT_NOT_FOUND: {
    status: 404,
    en: 'Member account not found.',
    bm: 'Akaun ahli tidak dijumpai.',
    cn: '未找到会员账户。',
  },
  MEMBER_WALLET_NOT_FOUND: {
    status: 404,
    en: 'Member wallet not found.',
    bm: 'Dompet ahli tidak dijumpai.',
    cn: '未找到会员钱包。',
  },
  MEMBER_NOT_FOUND: { status: 404, en: 'Member not found.', bm: 'Ahli tidak dijumpai.', cn: '未找到会员。' },
  BANK_NOT_FOUND: { status: 404, en: 'Bank not found.', bm: 'Bank tidak dijumpai.', cn: '未找到银行。' },
  PRODUCT_NOT_FOUND: {
    status: 404,
    en: 'Product not found.',
    bm: 'Produk tidak dijumpai.',
    cn: '未找到产品。',
  },
  PRODUCT_NAMED_NOT_FOUND: {
    status: 404,
    en: 'Product :product not found.',
    bm: 'Produk :product tidak dijumpai.',
    cn: '未找到产品 :product。',
  },
  BANK_TRANSACTION_NOT_FOUND: {
    status: 404,
    en: 'Bank Transaction not found.',
    bm: 'Transaksi bank tidak dijumpai.',
    cn: '未找到银行交易。',
  },
  TRANSACTION_NOT_FOUND: {
    status: 404,
    en: 'Transaction not found.',
    bm: 'Transaksi tidak dijumpai.',
    cn: '未找到交易。',
  },

  // money rules
  BONUS_CANNOT_BE_USED: {
    status: 422,
    en: 'Bonus cannot be used.',
    bm: 'Bonus tidak boleh digunakan.',
    cn: '无法使用该红利。',
  },
  PRODUCT_MAINTENANCE: {
    status: 503,
    en: 'Product in maintenance (please try again later).',
    bm: 'Produk dalam penyelenggaraan (sila cuba sebentar lagi).',
    cn: '产品维护中（请稍后再试）。',
  },
  INSUFFICIENT_BALANCE: {
    status: 422,
    en: 'Insufficient balance.',
    bm: 'Baki tidak mencukupi.',
    cn: '余额不足。',
  },
  INSUFFICIENT_ROLLOVER: {
    status: 422,
    en: 'Insufficient rollover.',
    bm: 'Rollover tidak mencukupi.',
    cn: '流水不足。',
  },
  MEMBER_ACCOUNT_INACTIVE: {
    status: 422,
    en: 'Member account is inactive.',
    bm: 'Akaun ahli tidak aktif.',
    cn: '会员账户未激活。',
  },
  MEMBER_ACCOUNT_BALANCE_NOT_ZERO: {
    status: 422,
    en: 'Member account balance is not 0.',
    bm: 'Baki akaun ahli bukan 0.',
    cn: '会员账户余额不为 0。',
  },
  WITHDRAWAL_FAILED: { status: 502, en: 'Withdrawal failed.', bm: 'Pengeluaran gagal.', cn: '提款失败。' },
  DEPOSIT_FAILED: { status: 502, en: 'Deposit failed.', bm: 'Deposit gagal.', cn: '存款失败。' },
  UNABLE_TO_TRANSFER: {
    status: 422,
    en: 'Unable to transfer.',
    bm: 'Tidak dapat memindahkan.',
    cn: '无法转账。',
  },
  TRANSACTION_UNABLE_TO_MATCH: {
    status: 422,
    en: 'Transaction unable to match.',
    bm: 'Transaksi tidak dapat dipadankan.',
    cn: '交易无法匹配。',
  },
  BANK_UNABLE_TO_DELETE: {
    status: 422,
    en: 'Bank unable to delete.',
    bm: 'Bank tidak dapat dipadam.',
    cn: '无法删除银行。',
  },
  NO_MEMBER_DATA_IMPORTED: {
    status: 422,
    en: 'No member data imported.',
    bm: 'Tiada data ahli diimport.',
    cn: '未导入任何会员数据。',
  },
  WALLET_BALANCE_TOO_LOW: {
    status: 422,
    en: 'Wallet balance is less than or equal to 1.',
    bm: 'Baki dompet kurang daripada atau sama dengan 1.',
    cn: '钱包余额小于或等于 1。',
  },
  NO_SPIN_CHANCE: {
    status: 422,
    en: 'No available spin chance.',
    bm: 'Tiada peluang putaran.',
    cn: '没有可用的旋转机会。',
  },
  NO_PRIZE: {
    status: 200,
    en: 'Sorry, you did not win any prizes.',
    bm: 'Maaf, anda tidak memenangi sebarang hadiah.',
    cn: '抱歉，您没有中奖。',
  },
  NOT_VERIFIED: {
    status: 422,
    en: 'Deposit (:deposit_count), Withdrawal (:withdrawal_count) not verified.',
    bm: 'Deposit (:deposit_count), Pengeluaran (:withdrawal_count) belum disahkan.',
    cn: '存款（:deposit_count）、提款（:withdrawal_count）未核实。',
  },
  TRANSACTION_STATE_INVALID: {
    status: 409,
    en: 'This transaction can no longer be :action.',
    bm: 'Transaksi ini tidak boleh lagi :action.',
    cn: '此交易无法再执行 :action。',
  },
  TRANSACTION_CLAIMED_BY_OTHER: {
    status: 409,
    en: 'This transaction is claimed by :name.',
    bm: 'Transaksi ini telah dituntut oleh :name.',
    cn: '此交易已被 :name 认领。',
  },
  REMARK_REQUIRED: {
    status: 422,
    en: 'Please enter a remark.',
    bm: 'Sila masukkan catatan.',
    cn: '请输入备注。',
  },

  // member account actions (staff)
  SYNC_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Sync member account success.',
    bm: 'Penyegerakan akaun ahli berjaya.',
    cn: '同步会员账户成功。',
  },
  SYNC_ACCOUNT_FAILED: {
    status: 502,
    en: 'Sync member account failed.',
    bm: 'Penyegerakan akaun ahli gagal.',
    cn: '同步会员账户失败。',
  },
  FREEZE_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Freeze member account success.',
    bm: 'Pembekuan akaun ahli berjaya.',
    cn: '冻结会员账户成功。',
  },
  FREEZE_ACCOUNT_FAILED: {
    status: 502,
    en: 'Freeze member account failed.',
    bm: 'Pembekuan akaun ahli gagal.',
    cn: '冻结会员账户失败。',
  },
  UNFREEZE_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Unfreeze member account success.',
    bm: 'Nyahbeku akaun ahli berjaya.',
    cn: '解冻会员账户成功。',
  },
  UNFREEZE_ACCOUNT_FAILED: {
    status: 502,
    en: 'Unfreeze member account failed.',
    bm: 'Nyahbeku akaun ahli gagal.',
    cn: '解冻会员账户失败。',
  },
  DELETE_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Delete member account success.',
    bm: 'Pemadaman akaun ahli berjaya.',
    cn: '删除会员账户成功。',
  },
  DELETE_ACCOUNT_FAILED: {
    status: 502,
    en: 'Delete member account failed.',
    bm: 'Pemadaman akaun ahli gagal.',
    cn: '删除会员账户失败。',
  },
  CREATE_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Create member account success.',
    bm: 'Akaun ahli berjaya dicipta.',
    cn: '创建会员账户成功。',
  },
  CREATE_ACCOUNT_FAILED: {
    status: 502,
    en: 'Create member account failed.',
    bm: 'Penciptaan akaun ahli gagal.',
    cn: '创建会员账户失败。',
  },
  CHANGE_ACCOUNT_PASSWORD_SUCCESS: {
    status: 200,
    en: 'Change member account password success.',
    bm: 'Kata laluan akaun ahli berjaya ditukar.',
    cn: '修改会员账户密码成功。',
  },
  CHANGE_ACCOUNT_PASSWORD_FAILED: {
    status: 502,
    en: 'Change member account password failed.',
    bm: 'Penukaran kata laluan akaun ahli gagal.',
    cn: '修改会员账户密码失败。',
  },
  UPDATE_ACCOUNT_STATUS_SUCCESS: {
    status: 200,
    en: 'Update member account status success.',
    bm: 'Status akaun ahli berjaya dikemas kini.',
    cn: '更新会员账户状态成功。',
  },
  UPDATE_ACCOUNT_STATUS_FAILED: {
    status: 502,
    en: 'Update member account status failed.',
    bm: 'Kemas kini status akaun ahli gagal.',
    cn: '更新会员账户状态失败。',
  },

  // staff form and rule messages
  ENTER_ACCOUNT_ID: {
    status: 422,
    en: 'Please enter an account ID.',
    bm: 'Sila masukkan ID akaun.',
    cn: '请输入账户 ID。',
  },
  SELECT_TRANSACTION: {
    status: 422,
    en: 'Please select at least one transaction.',
    bm: 'Sila pilih sekurang-kurangnya satu transaksi.',
    cn: '请至少选择一笔交易。',
  },
  RECEIPT_REQUIRED: { status: 422, en: 'Receipt is required.', bm: 'Resit diperlukan.', cn: '需要收据。' },
  MEMBER_NAME_REQUIRED: {
    status: 422,
    en: 'Please fill in member name to continue.',
    bm: 'Sila isi nama ahli untuk meneruskan.',
    cn: '请填写会员姓名以继续。',
  },
  SELECT_GAME_ID: {
    status: 422,
    en: 'Please select Game ID!',
    bm: 'Sila pilih ID Permainan!',
    cn: '请选择游戏 ID！',
  },
  ENTER_TOPUP_AMOUNT: {
    status: 422,
    en: 'Please enter topup amount!',
    bm: 'Sila masukkan jumlah tambah nilai!',
    cn: '请输入充值金额！',
  },
  SELECT_BANK: { status: 422, en: 'Please select bank!', bm: 'Sila pilih bank!', cn: '请选择银行！' },
  SELECT_ACCOUNT: { status: 422, en: 'Please select account!', bm: 'Sila pilih akaun!', cn: '请选择账户！' },
  SELECT_ACCOUNT_NAME: {
    status: 422,
    en: 'Please select account name!',
    bm: 'Sila pilih nama akaun!',
    cn: '请选择账户名称！',
  },
  DEPOSIT_MIN: {
    status: 422,
    en: 'Deposit amount must be greater than or equal to :amount.',
    bm: 'Jumlah deposit mestilah lebih besar daripada atau sama dengan :amount.',
    cn: '存款金额必须大于或等于 :amount。',
  },
  DEPOSIT_MAX: {
    status: 422,
    en: 'Deposit amount must be less than or equal to :amount.',
    bm: 'Jumlah deposit mestilah kurang daripada atau sama dengan :amount.',
    cn: '存款金额必须小于或等于 :amount。',
  },
  WITHDRAWAL_MIN: {
    status: 422,
    en: 'Withdrawal amount must be more than or equal to :amount.',
    bm: 'Jumlah pengeluaran mestilah lebih daripada atau sama dengan :amount.',
    cn: '提款金额必须大于或等于 :amount。',
  },
  WITHDRAWAL_MAX: {
    status: 422,
    en: 'Withdrawal amount must be less than or equal to :amount.',
    bm: 'Jumlah pengeluaran mestilah kurang daripada atau sama dengan :amount.',
    cn: '提款金额必须小于或等于 :amount。',
  },
  WITHDRAWAL_MUST_EQUAL_BALANCE: {
    status: 422,
    en: 'Withdrawal amount must be equal to balance.',
    bm: 'Jumlah pengeluaran mestilah sama dengan baki.',
    cn: '提款金额必须等于余额。',
  },
  ADJUSTMENT_MIN: {
    status: 422,
    en: 'Adjustment amount must be more than or equal to :amount.',
    bm: 'Jumlah pelarasan mestilah lebih daripada atau sama dengan :amount.',
    cn: '调整金额必须大于或等于 :amount。',
  },
  ADJUSTMENT_MAX: {
    status: 422,
    en: 'Adjustment amount must be less than or equal to :amount.',
    bm: 'Jumlah pelarasan mestilah kurang daripada atau sama dengan :amount.',
    cn: '调整金额必须小于或等于 :amount。',
  },
  BALANCE_TOO_HIGH_TO_DEPOSIT: {
    status: 422,
    en: 'Balance must be less than or equal to :amount to deposit.',
    bm: 'Baki mestilah kurang daripada atau sama dengan :amount untuk deposit.',
    cn: '余额必须小于或等于 :amount 才能存款。',
  },
  TOTAL_DEPOSIT_MISMATCH: {
    status: 422,
    en: 'Total deposit amount is not equal to sum of deposit amount.',
    bm: 'Jumlah deposit keseluruhan tidak sama dengan jumlah deposit.',
    cn: '存款总额不等于各笔存款金额之和。',
  },
  TOTAL_VERIFY_MISMATCH: {
    status: 422,
    en: 'Total verify amount is not equal to sum of verify amount.',
    bm: 'Jumlah pengesahan keseluruhan tidak sama dengan jumlah pengesahan.',
    cn: '核实总额不等于各笔核实金额之和。',
  },
  TRANSFER_SAME_ACCOUNT: {
    status: 422,
    en: 'From Member account and To Member account cannot be the same.',
    bm: 'Akaun ahli asal dan akaun ahli destinasi tidak boleh sama.',
    cn: '转出会员账户和转入会员账户不能相同。',
  },
  PRODUCT_DUPLICATED: {
    status: 422,
    en: 'Product cannot be duplicated.',
    bm: 'Produk tidak boleh berulang.',
    cn: '产品不能重复。',
  },
  MEMBER_BANK_LOCKED: {
    status: 422,
    en: 'Member bank account cannot be changed.',
    bm: 'Akaun bank ahli tidak boleh diubah.',
    cn: '会员银行账户不可更改。',
  },
  IMPORT_MISSING_CONTENT: {
    status: 422,
    en: 'Missing content...',
    bm: 'Kandungan tidak lengkap...',
    cn: '内容缺失...',
  },
  IMPORT_INVALID_FORMAT: {
    status: 422,
    en: 'Invalid content format...',
    bm: 'Format kandungan tidak sah...',
    cn: '内容格式无效...',
  },

  // back-office operations: members, sources, imports, bank statements, follow-up
  MEMBER_PHONE_INVALID: {
    status: 422,
    en: 'Please enter a valid mobile number (60xxxxxxxxx).',
    bm: 'Sila masukkan nombor telefon bimbit yang sah (60xxxxxxxxx).',
    cn: '请输入有效的手机号码（60xxxxxxxxx）。',
  },
  MEMBER_PHONE_TAKEN: {
    status: 422,
    en: 'The phone number has already been taken.',
    bm: 'Nombor telefon telah digunakan.',
    cn: '该手机号码已被使用。',
  },
  REFER_CODE_TAKEN: {
    status: 422,
    en: 'The refer code has already been taken.',
    bm: 'Kod rujukan telah digunakan.',
    cn: '该推荐码已被使用。',
  },
  UPLINE_NOT_FOUND: {
    status: 422,
    en: 'Upline not found.',
    bm: 'Upline tidak dijumpai.',
    cn: '未找到上线。',
  },
  SOURCE_NOT_FOUND: {
    status: 404,
    en: 'Source not found.',
    bm: 'Sumber tidak dijumpai.',
    cn: '未找到来源。',
  },
  SOURCE_NAME_TAKEN: {
    status: 422,
    en: 'The source name has already been taken.',
    bm: 'Nama sumber telah digunakan.',
    cn: '该来源名称已被使用。',
  },
  SOURCE_DEFAULT_REQUIRED: {
    status: 422,
    en: 'One source must be the default. Make another source the default instead.',
    bm: 'Satu sumber mesti menjadi lalai. Jadikan sumber lain sebagai lalai.',
    cn: '必须有一个默认来源，请改为将其他来源设为默认。',
  },
  IMPORT_FILE_UNREADABLE: {
    status: 422,
    en: 'The file could not be read. Please upload a CSV or XLSX file.',
    bm: 'Fail tidak dapat dibaca. Sila muat naik fail CSV atau XLSX.',
    cn: '无法读取文件，请上传 CSV 或 XLSX 文件。',
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 422,
    en: 'The file has more than :max rows. Please split it.',
    bm: 'Fail mempunyai lebih daripada :max baris. Sila pecahkannya.',
    cn: '文件超过 :max 行，请拆分后再上传。',
  },
  IMPORT_FILE_TOO_SLOW: {
    status: 422,
    en: 'The file took too long to read (more than :seconds seconds). Please split it into smaller files and import them one by one.',
    bm: 'Fail mengambil masa terlalu lama untuk dibaca (lebih daripada :seconds saat). Sila pecahkannya kepada fail yang lebih kecil dan import satu demi satu.',
    cn: '文件读取时间过长（超过 :seconds 秒）。请将其拆分为较小的文件并逐个导入。',
  },
  IMPORT_FILE_TOO_LARGE: {
    status: 422,
    en: 'The file is too large to import: at most :max_mb MB unpacked, :max_columns columns and :max_cell characters in a cell. Please split it or remove unused columns.',
    bm: 'Fail terlalu besar untuk diimport: paling banyak :max_mb MB selepas dibuka, :max_columns lajur dan :max_cell aksara dalam satu sel. Sila pecahkannya atau buang lajur yang tidak digunakan.',
    cn: '文件过大，无法导入：解压后最多 :max_mb MB、:max_columns 列，每个单元格最多 :max_cell 个字符。请拆分文件或删除未使用的列。',
  },
  IMPORT_NOT_FOUND: {
    status: 404,
    en: 'Import not found.',
    bm: 'Import tidak dijumpai.',
    cn: '未找到导入记录。',
  },
  IMPORT_ALREADY_STARTED: {
    status: 409,
    en: 'This import has already been started.',
    bm: 'Import ini telah dimulakan.',
    cn: '此导入已开始。',
  },
  STATEMENT_LAYOUT_UNKNOWN: {
    status: 422,
    en: 'Unknown statement layout. Please map the columns.',
    bm: 'Susun atur penyata tidak dikenali. Sila padankan lajur.',
    cn: '无法识别的对账单格式，请映射各列。',
  },
  NO_BANK_TRANSACTION_IMPORTED: {
    status: 422,
    en: 'No bank transaction imported.',
    bm: 'Tiada transaksi bank diimport.',
    cn: '未导入任何银行交易。',
  },
  BANK_TRANSACTION_CLAIMED: {
    status: 422,
    en: 'This bank transaction is already claimed; its amount and date cannot be changed.',
    bm: 'Transaksi bank ini telah dituntut; jumlah dan tarikhnya tidak boleh diubah.',
    cn: '此银行交易已被认领，金额和日期不可更改。',
  },
  BANK_TRANSACTION_AMOUNT_REQUIRED: {
    status: 422,
    en: 'Enter either a deposit amount or a withdraw amount.',
    bm: 'Masukkan sama ada jumlah deposit atau jumlah pengeluaran.',
    cn: '请输入存款金额或取款金额（二选一）。',
  },
  FOLLOW_UP_NOT_FOUND: {
    status: 404,
    en: 'Follow-up not found.',
    bm: 'Susulan tidak dijumpai.',
    cn: '未找到跟进记录。',
  },
  FOLLOW_UP_SETTLED: {
    status: 409,
    en: 'This follow-up is already settled.',
    bm: 'Susulan ini telah diselesaikan.',
    cn: '此跟进已处理完毕。',
  },
  CURRENT_BALANCE_NOT_EQUAL_DEPOSIT: {
    status: 422,
    en: 'Current balance not equal deposit amount.',
    bm: 'Baki semasa tidak sama dengan jumlah deposit.',
    cn: '当前余额不等于存款金额。',
  },
  CURRENT_BALANCE_NOT_EQUAL_WITHDRAWAL: {
    status: 422,
    en: 'Current balance not equal withdrawal amount.',
    bm: 'Baki semasa tidak sama dengan jumlah pengeluaran.',
    cn: '当前余额不等于提款金额。',
  },
  TRANSFER_LAST_DEPOSIT_MISMATCH: {
    status: 422,
    en: 'Unable to transfer because last deposit amount is not equal to current balance.',
    bm: 'Tidak dapat memindahkan kerana jumlah deposit terakhir tidak sama dengan baki semasa.',
    cn: '无法转账，因为最后一笔存款金额不等于当前余额。',
  },

  // back-office access (staff sign-in, lock, operators, roles)
  SESSION_LOCKED: {
    status: 423,
    en: 'The back-office is locked. Enter your security PIN to unlock it.',
    bm: 'Pejabat belakang dikunci. Masukkan PIN keselamatan anda untuk membukanya.',
    cn: '后台已锁定，请输入安全密码解锁。',
  },
  PIN_FORMAT: {
    status: 422,
    en: 'Security Pin must be 4 to 6 digits.',
    bm: 'PIN keselamatan mestilah 4 hingga 6 digit.',
    cn: '安全密码必须为 4 至 6 位数字。',
  },
  USERNAME_TAKEN: {
    status: 422,
    en: 'The username has already been taken.',
    bm: 'Nama pengguna telah digunakan.',
    cn: '该用户名已被使用。',
  },
  ROLE_NAME_TAKEN: {
    status: 422,
    en: 'The role name has already been taken.',
    bm: 'Nama peranan telah digunakan.',
    cn: '该角色名称已被使用。',
  },
  OPERATOR_NOT_FOUND: {
    status: 404,
    en: 'Operator not found.',
    bm: 'Operator tidak dijumpai.',
    cn: '未找到操作员。',
  },
  ROLE_NOT_FOUND: { status: 404, en: 'Role not found.', bm: 'Peranan tidak dijumpai.', cn: '未找到角色。' },
  SUPER_ADMIN_PROTECTED: {
    status: 422,
    en: 'Super Admin always holds every permission and stays active.',
    bm: 'Super Admin sentiasa memegang semua kebenaran dan kekal aktif.',
    cn: '超级管理员始终拥有全部权限且保持启用。',
  },
  // money core (member money calls, transaction actions, provider calls)
  ACCOUNT_BUSY: {
    status: 409,
    en: 'Another movement on this game account is still being processed. Please try again shortly.',
    bm: 'Pergerakan lain pada akaun permainan ini masih diproses. Sila cuba sebentar lagi.',
    cn: '该游戏账户的另一笔操作仍在处理中，请稍后再试。',
  },
  DEPOSIT_SUBMITTED: {
    status: 200,
    en: 'Deposit submitted. Please wait for approval.',
    bm: 'Deposit telah dihantar. Sila tunggu kelulusan.',
    cn: '充值已提交，请等待审核。',
  },
  REWARD_SUCCESS: {
    status: 200,
    en: 'Reward of RM :amount redeemed.',
    bm: 'Ganjaran RM :amount telah ditebus.',
    cn: '已兑换奖励 RM :amount。',
  },
  REWARD_PROCESSING: {
    status: 202,
    en: 'Your reward of RM :amount is being processed.',
    bm: 'Ganjaran RM :amount anda sedang diproses.',
    cn: '您的奖励 RM :amount 正在处理中。',
  },
  SPIN_WON: {
    status: 200,
    en: 'Congratulations! You won RM :amount.',
    bm: 'Tahniah! Anda memenangi RM :amount.',
    cn: '恭喜！您赢得了 RM :amount。',
  },
  FORTUNE_SPIN_DISABLED: {
    status: 422,
    en: 'Fortune Spin is coming soon',
    bm: 'Putaran Tuah akan datang tidak lama lagi',
    cn: '幸运转盘即将推出',
  },
  LANDING_WON: {
    status: 200,
    en: 'Congratulations! You won a prize. Contact us to claim it.',
    bm: 'Tahniah! Anda memenangi hadiah. Hubungi kami untuk menuntutnya.',
    cn: '恭喜您中奖！请联系我们领取奖品。',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    en: 'This request is still being processed. Please wait.',
    bm: 'Permintaan ini masih diproses. Sila tunggu.',
    cn: '该请求仍在处理中，请稍候。',
  },
  TRANSACTION_PROCESSING: {
    status: 202,
    en: 'The game provider did not answer in time. The transaction will be resolved automatically.',
    bm: 'Penyedia permainan tidak menjawab tepat pada masanya. Transaksi akan diselesaikan secara automatik.',
    cn: '游戏供应商未及时响应，该交易将自动处理。',
  },
  VOID_FAILED: {
    status: 502,
    en: 'Void failed. The game provider refused the reversal.',
    bm: 'Pembatalan gagal. Penyedia permainan menolak pembalikan.',
    cn: '作废失败，游戏供应商拒绝了冲正。',
  },
  ACTION_DONE: {
    status: 200,
    en: 'Done.',
    bm: 'Selesai.',
    cn: '完成。',
  },
  PRODUCT_LIMITS_INVALID: {
    status: 422,
    en: 'The minimum amount cannot be more than the maximum amount.',
    bm: 'Jumlah minimum tidak boleh melebihi jumlah maksimum.',
    cn: '最低金额不能大于最高金额。',
  },
  PRODUCT_SYNC_SUCCESS: {
    status: 200,
    en: 'Sync product success.',
    bm: 'Penyegerakan produk berjaya.',
    cn: '产品同步成功。',
  },
  PRODUCT_SYNC_FAILED: {
    status: 502,
    en: 'Sync product failed.',
    bm: 'Penyegerakan produk gagal.',
    cn: '产品同步失败。',
  },
  ...PROVIDER_AUDIT_MESSAGES,
} as const satisfies Record<string, Entry>;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

export type MessageOverrides = Partial<Record<MessageCode, Partial<Record<Locale, string>>>>;
let overrides: MessageOverrides = {};

/**
 * Staff-edited wording (System Message edit) that replaces the catalogue's, per language.
 * The server loads it from its database and keeps it fresh; elsewhere it stays empty.
 */
export function setMessageOverrides(next: MessageOverrides): void {
  overrides = next;
}

/** The `:name` placeholders of a text, sorted: an edited text must keep the default's. */
export function messagePlaceholders(text: string): string[] {
  return [...text.matchAll(/:([a-z_]+)/g)].map((m) => m[1] as string).sort();
}

export function formatMessage(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  const template: string = overrides[code]?.[locale] || MESSAGES[code][locale] || MESSAGES[code].en;
  return template.replace(/:([a-z_]+)/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function messageStatus(code: MessageCode): number {
  return MESSAGES[code].status;
}
