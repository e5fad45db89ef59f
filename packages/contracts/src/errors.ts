import { LOGIN_INVALID_CODE } from './rules';

/**
 * Every error code the API answers with, its HTTP status and its message in both languages.
 * The server picks the message by Accept-Language; the web app reacts to a few codes by name.
 */
export const ErrorCode = {
  /** Login missing, invalid, expired or revoked: the web app clears its login and asks again. */
  LOGIN_INVALID: LOGIN_INVALID_CODE,
  /** A field failed validation; `data.fields` maps each field to its message. */
  VALIDATION: 'ERCO000002',
  /** Signed in, but the role or company may not do this. */
  FORBIDDEN: 'ERCO000003',
  /** No such row for this caller (another company's row answers the same, so ids cannot be probed). */
  NOT_FOUND: 'ERCO000004',
  /** A unique value is already taken; `data.fields` names it. */
  CONFLICT: 'ERCO000005',
  /** User name or password wrong; never says which. */
  BAD_CREDENTIALS: 'ERCO000006',
  /** Too many requests; `data.retry_after` gives seconds. */
  RATE_LIMITED: 'ERCO000007',
  /** The body is not valid JSON or not of an accepted type. */
  MALFORMED_REQUEST: 'ERCO000008',
  /** The body is larger than this call accepts. */
  PAYLOAD_TOO_LARGE: 'ERCO000009',
  /** The database cannot be reached. */
  UNAVAILABLE: 'ERCO000010',
  /** An unexpected failure; details are in the server log, never in the answer. */
  INTERNAL: 'ERCO000011',
  /** The account is disabled. */
  ACCOUNT_DISABLED: 'ERCO000012',
  /** The row is still used by other rows and cannot be deleted. */
  IN_USE: 'ERCO000013',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  ERCO000001: 401,
  ERCO000002: 400,
  ERCO000003: 403,
  ERCO000004: 404,
  ERCO000005: 409,
  ERCO000006: 401,
  ERCO000007: 429,
  ERCO000008: 400,
  ERCO000009: 413,
  ERCO000010: 503,
  ERCO000011: 500,
  ERCO000012: 403,
  ERCO000013: 409,
};

export type Lang = 'ch' | 'en';

export const ERROR_MESSAGES: Record<ErrorCode, Record<Lang, string>> = {
  ERCO000001: { ch: '登录信息失效，请重新登录', en: 'Login information invalid, please log in again' },
  ERCO000002: { ch: '提交的内容有误', en: 'Some fields are invalid' },
  ERCO000003: { ch: '无权进行此操作', en: 'You are not allowed to do this' },
  ERCO000004: { ch: '数据不存在', en: 'Not found' },
  ERCO000005: { ch: '数据已存在', en: 'Already exists' },
  ERCO000006: { ch: '用户名或密码错误', en: 'Wrong user name or password' },
  ERCO000007: { ch: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  ERCO000008: { ch: '请求格式错误', en: 'Malformed request' },
  ERCO000009: { ch: '提交的内容过大', en: 'Request too large' },
  ERCO000010: { ch: '服务暂不可用', en: 'Service unavailable' },
  ERCO000011: { ch: '服务器出错了', en: 'Internal server error' },
  ERCO000012: { ch: '账号已停用', en: 'This account is disabled' },
  ERCO000013: { ch: '数据仍在使用中，无法删除', en: 'Still in use, cannot be deleted' },
};

/**
 * Field messages: zod schemas name a key (`{ error: 'phone_invalid' }`), the server translates it.
 * Generic keys cover zod's own issue codes.
 */
export const FIELD_MESSAGES = {
  required: { ch: '必填', en: 'Required' },
  nul_character: { ch: '不能包含空字符（\\0）', en: 'Must not contain a NUL character (\\0)' },
  invalid: { ch: '格式不正确', en: 'Invalid value' },
  too_short: { ch: '至少 {n} 个字符', en: 'At least {n} characters' },
  too_long: { ch: '最多 {n} 个字符', en: 'At most {n} characters' },
  too_small: { ch: '不能小于 {n}', en: 'Must be at least {n}' },
  too_big: { ch: '不能大于 {n}', en: 'Must be at most {n}' },
  not_integer: { ch: '必须是整数', en: 'Must be a whole number' },
  unknown_field: { ch: '不支持的字段', en: 'Unknown field' },
  phone_required: { ch: '请输入手机号', en: 'Please enter your phone number' },
  phone_invalid: { ch: '请输入正确的手机号', en: 'Please enter a correct phone number' },
  telephone_invalid: {
    ch: '请输入正确的电话号码（数字、空格、- 或括号，最多 20 位）',
    en: 'Enter a valid telephone number (digits, spaces, dashes or brackets, at most 20)',
  },
  url_invalid: { ch: '地址格式不正确', en: 'Not a valid address' },
  name_required: { ch: '请输入名称', en: 'Please enter name' },
  name_too_long: { ch: '名称最多 50 个字符', en: 'Name is at most 50 characters' },
  name_taken: { ch: '名称已被使用', en: 'This name is already used' },
  company_admins_delete: {
    ch: '只有公司管理员可以删除，请联系管理员',
    en: 'Only the company’s administrators may delete this; ask one of them',
  },
  shop_name_taken: { ch: '本公司已有同名门店', en: 'The company already has a shop of this name' },
  username_taken: { ch: '用户名已被使用', en: 'This user name is already taken' },
  phone_taken: { ch: '手机号已被其他账号绑定', en: 'This phone number is bound to another account' },
  password_weak: {
    ch: '密码至少 8 位，且须同时包含字母和数字',
    en: 'Password needs at least 8 characters with letters and digits',
  },
  password_wrong: { ch: '当前密码不正确', en: 'The current password is not right' },
  password_unchanged: {
    ch: '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
  },
  phone_no_account: {
    ch: '这个手机号还没有账号，用手机验证码登录即可开通',
    en: 'No account has this phone yet; sign in with an SMS code to open one',
  },
  phone_account_no_password: {
    ch: '这个手机号的账号没有用户名，不用密码登录：请用手机验证码登录',
    en: 'This phone’s account has no user name and signs in without a password: use an SMS code',
  },
  company_not_yours: {
    ch: '只能为自己的公司创建',
    en: 'You can only create it for your own company',
  },
  company_required: { ch: '请选择公司', en: 'Please choose a company' },
  company_missing: { ch: '公司不存在', en: 'No such company' },
  rate_wait: { ch: '操作过于频繁，请 {n} 秒后再试', en: 'Too many attempts, please wait {n} seconds and try again' },
  verify_code_format: { ch: '请输入 4 位短信验证码', en: 'Please enter the 4-digit SMS code' },
  code_invalid: { ch: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  code_voided: {
    ch: '验证码错误次数过多，已失效，请重新获取',
    en: 'Too many wrong tries: this code is void, please request a new one',
  },
  sms_failed: { ch: '短信发送失败，请稍后再试', en: 'The SMS could not be sent, please try again later' },
  wechat_disabled: { ch: '未启用微信登录', en: 'WeChat sign-in is not enabled' },
  wechat_unreachable: { ch: '暂时无法连接微信，请稍后再试', en: 'WeChat cannot be reached, please try again later' },
  wechat_code_invalid: { ch: '微信授权已失效，请重新扫码', en: 'The WeChat authorization expired, please scan again' },
  wechat_taken: { ch: '该微信已绑定其他账号', en: 'This WeChat account is bound to another account' },
  image_required: { ch: '请选择要上传的图片', en: 'Please choose an image to upload' },
  diagnostics_redis_shared: {
    ch: '各实例共享的限流计数',
    en: 'rate limits shared by every instance',
  },
  diagnostics_redis_off: {
    ch: '未配置：限流计数保存在数据库中',
    en: 'not configured: rate limits are kept in the database',
  },
  diagnostics_wechat_off: {
    ch: '未配置微信登录',
    en: 'WeChat sign-in is not configured',
  },
  image_truncated: {
    ch: '图片不完整（文件被截断），请重新选择图片',
    en: 'The image is incomplete (the file was cut short); choose it again',
  },
  image_type: { ch: '只能上传 PNG、JPEG、WebP 或 GIF 图片', en: 'Only PNG, JPEG, WebP or GIF images can be uploaded' },
  image_too_large: { ch: '图片不能超过 5 MB', en: 'Images are at most 5 MB' },
  feature_disabled: {
    ch: '贵公司未开通此功能，请联系系统管理员',
    en: 'Your company does not have this feature; ask the system administrator',
  },
  company_disabled: { ch: '公司已停用', en: 'This company is disabled' },
  user_in_other_company: {
    ch: '该用户已属于其他公司，请先将其移出',
    en: 'This user belongs to another company; remove them there first',
  },
  last_company_admin: {
    ch: '公司至少需要保留一位管理员',
    en: 'A company needs at least one administrator',
  },
  invite_exists: { ch: '已邀请过该手机号', en: 'This phone has already been invited' },
  already_member: { ch: '该手机号的用户已在本公司', en: 'The user of this phone is already in this company' },
  cannot_change_self: { ch: '不能在这里停用或重置自己的账号', en: 'You cannot disable or reset your own account here' },
  pay_not_allowed: {
    ch: '该公司尚未获得商户注册权限',
    en: 'This company has no permission to register as a merchant yet',
  },
  licence_required: { ch: '请上传营业执照照片', en: 'Please upload a photo of the business licence' },
  already_in_company: { ch: '你的账号已属于一家公司', en: 'Your account already belongs to a company' },
  plu_invalid: { ch: 'PLU 编号须为 1 到 999999 的整数', en: 'PLU must be a whole number from 1 to 999999' },
  plu_taken: { ch: '该 PLU 编号已被本公司其他商品使用', en: 'Another good of this company uses this PLU' },
  item_code_invalid: { ch: '商品代码须为 1 到 6 位数字', en: 'Item code must be 1 to 6 digits' },
  item_code_taken: { ch: '该商品代码已被本公司其他商品使用', en: 'Another good of this company uses this item code' },
  line_too_wide: {
    ch: '每行最多 36 个半角字符（汉字算 2 个），超出秤无法打印',
    en: 'At most 36 half-width characters a line (a Chinese character counts 2); the scale cannot print more',
  },
  info_too_wide: {
    ch: '每行最多 72 个半角字符（汉字算 2 个）',
    en: 'At most 72 half-width characters a line (a Chinese character counts 2)',
  },
  price_invalid: {
    ch: '单价须为 0 到 99999.99 元，最多两位小数',
    en: 'Price must be 0 to 99,999.99 with at most 2 decimals',
  },
  fixed_weight_required: { ch: '按件定重计价须填写每件重量', en: 'Fixed-weight pricing needs the weight of a piece' },
  time_invalid: { ch: '时间格式为 HH:MM', en: 'Time as HH:MM' },
  period_order: { ch: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  date_invalid: { ch: '日期格式为 YYYY-MM-DD', en: 'A date as YYYY-MM-DD' },
  period_too_long: { ch: '统计时段最长 366 天', en: 'A period spans at most 366 days' },
  percent_range: { ch: '折扣须为 1 到 99', en: 'A percentage from 1 to 99' },
  periods_overlap: { ch: '折扣时段不能重叠', en: 'Discount periods must not overlap' },
  percent_change: { ch: '调价幅度须在 -90% 到 +900% 之间且不为 0', en: 'A change from -90% to +900%, not 0' },
  whole_number: { ch: '须为整数', en: 'Must be a whole number' },
  pricing_mode_invalid: {
    ch: '计价方式须为 计重、计件 或 计件定重',
    en: 'Pricing mode must be By weight, By count, or By count, fixed weight',
  },
  weight_unit_invalid: { ch: '计价单位须为 kg、500g 或 100g', en: 'Price per must be kg, 500g or 100g' },
  yes_no_invalid: { ch: '请填写 是 或 否', en: 'Write Yes or No' },
  plu_unknown: { ch: '本公司没有该 PLU 编号的商品', en: 'No good of this company has this PLU' },
  plu_repeated: { ch: '与第 {n} 行的 PLU 编号重复', en: 'Same PLU as row {n}' },
  item_code_repeated: { ch: '与第 {n} 行的商品代码重复', en: 'Same item code as row {n}' },
  item_code_taken_by: { ch: '该商品代码已被 PLU {n} 使用', en: 'PLU {n} uses this item code' },
  import_file_required: { ch: '请选择要导入的文件', en: 'Choose a file to import' },
  import_file_type: {
    ch: '只能导入 .xlsx 或 .csv 文件',
    en: 'Only .xlsx or .csv files can be imported',
  },
  import_file_unreadable: {
    ch: '这个文件不是能读出的 .xlsx 表格：请在 Excel 中另存为 .xlsx 后再导入',
    en: 'This file is not a readable .xlsx sheet: save it as .xlsx from Excel and import it again',
  },
  import_too_large: { ch: '文件不能超过 50 MB', en: 'The file must be at most 50 MB' },
  import_too_many_rows: { ch: '一次最多导入 {n} 行', en: 'At most {n} rows an import' },
  import_no_rows: { ch: '文件中没有商品行', en: 'The file has no goods rows' },
  import_missing_column: { ch: '缺少列：{n}', en: 'Missing column: {n}' },
  sheet_unpacks_too_large: {
    ch: '文件解压后过大（超过 {n} MB），不是正常的表格文件',
    en: 'The file unpacks to more than {n} MB; it is not an ordinary spreadsheet',
  },
  import_unreadable: {
    ch: '无法读取该文件，请用模板另存为 .xlsx 或 .csv 后重试',
    en: 'The file cannot be read; save it as .xlsx or .csv from the template and try again',
  },
  import_running: {
    ch: '本公司已有一个导入正在进行，请等它完成',
    en: 'An import of this company is already running; wait for it to finish',
  },
  import_interrupted: {
    ch: '导入被中断（服务器重新启动），没有写入任何商品；请重新导入',
    en: 'The import was interrupted by a server restart; no goods were written. Please import the file again',
  },
  import_write_failed: {
    ch: '写入失败，未做任何更改：{n}',
    en: 'Writing failed and nothing was changed: {n}',
  },
  scale_model_invalid: { ch: '不支持的秤型号', en: 'Unknown scale model' },
  scale_uuid_invalid: {
    ch: '秤编号须为 6 到 64 位字母、数字、- 或 _',
    en: 'Scale id must be 6 to 64 letters, digits, - or _',
  },
  scale_uuid_taken: { ch: '该秤编号已注册', en: 'A scale with this id is already registered' },
  scale_full: { ch: '超出该型号秤可存的商品数量', en: 'More goods than this scale model holds' },
  shop_has_scales: {
    ch: '该门店还有电子秤，请先删除或移走这些秤',
    en: 'This shop still has scales; delete or move them first',
  },
  good_not_on_shop_company: {
    ch: '没有该商品，或它不属于本秤所在公司',
    en: 'No such good in the company of this scale',
  },
  hot_key_invalid: { ch: '该型号没有这个按键', en: 'This model has no such key' },
  hot_key_repeated: { ch: '同一个按键只能设置一次', en: 'A key can be set only once' },
  hot_key_not_on_scale: {
    ch: '该 PLU 不在这台秤上，请先把商品放到秤上',
    en: 'This PLU is not on the scale; put the good on it first',
  },
  shop_not_in_company: { ch: '只能移到本公司的门店', en: 'A scale can only move to a shop of its company' },
  photo_link_invalid: {
    ch: '该拍照上传链接无效或已过期，请在电脑上重新打开二维码',
    en: 'This photo link is invalid or has expired; open the QR code again on the computer',
  },
  good_ids_required: { ch: '请至少选择一个商品', en: 'Choose at least one good' },
  good_ids_too_many: { ch: '一次最多处理 1000 个商品', en: 'At most 1000 goods at a time' },
  good_not_in_company: {
    ch: '商品不存在，或不属于该门店的公司',
    en: 'No such good in the company of this shop',
  },
  no_company: {
    ch: '当前账号未加入任何公司',
    en: 'This account does not belong to a company',
  },
  registration_invalid: {
    ch: '该秤的注册二维码无效、已使用或已过期，请在秤上重新显示二维码',
    en: 'This registration code is invalid, used or expired; show a new QR code on the scale',
  },
  weight_or_quantity: { ch: '须有重量（克）或数量', en: 'A weight in grams or a quantity is required' },
  label_name_required: { ch: '请输入名称', en: 'Please enter name' },
  label_name_too_long: { ch: '名称最多 30 个字符', en: 'At most 30 characters' },
  label_type_invalid: { ch: '请选择标签类型', en: 'Choose a label type' },
  label_item_kind: {
    ch: '不支持的标签项目，只能是条码（barCode）、二维码（QRCode）或文字（text）',
    en: 'Unknown label item: only barCode, QRCode or text',
  },
  label_mm_invalid: { ch: '位置和大小须为 0 到 99 的整毫米', en: 'Position and size are whole mm from 0 to 99' },
  label_font_invalid: { ch: '字体须为 1 到 32', en: 'The font must be 1 to 32' },
  label_value_too_long: { ch: '内容最多 200 个字符', en: 'At most 200 characters' },
  label_value_required: { ch: '内容不能为空：写文字或插入字段', en: 'The value is empty: type text or insert a field' },
  label_placeholder_unknown: {
    ch: '内容里有不认识的字段，例如 {name1}、{total_price}，见字段列表',
    en: 'The value names an unknown field; use those listed, such as {name1} or {total_price}',
  },
  label_size_invalid: { ch: '标签尺寸须为 10 到 99 毫米', en: 'The label size must be 10 to 99 mm' },
  label_items_too_many: { ch: '一个标签最多 40 个项目', en: 'At most 40 items on a label' },
  label_item_outside: { ch: '项目超出了标签范围', en: 'The item lies outside the label' },
  label_style_required: { ch: '标签数据不能为空', en: 'Label data cannot be empty' },
  label_style_too_big: { ch: '标签数据过大', en: 'The label data is too large' },
  label_style_json: { ch: '标签数据不是有效的 JSON', en: 'The label data is not valid JSON' },
  label_file_required: { ch: '请选择一个标签文件（字段 label）', en: 'Choose a label file (field label)' },
  label_file_too_large: { ch: '标签文件不能超过 256 KB', en: 'A label file is at most 256 KB' },
  label_file_json: { ch: '文件不是有效的 JSON', en: 'The file is not valid JSON' },
  label_file_format: { ch: '这不是标签文件（format 须为 tm-label）', en: 'Not a label file (format must be tm-label)' },
  label_file_version: { ch: '不支持的标签文件版本', en: 'Unsupported label file version' },
  label_repeated: { ch: '同一个标签只能选一次', en: 'A label can be chosen once' },
  scale_labels_full: {
    ch: '超出该型号秤可存的标签格式数量（每台最多 16 个）',
    en: 'More label formats than this scale model holds (16 a scale)',
  },
  label_in_use: {
    ch: '还有电子秤在用或商品指定了这个标签，请先改掉它们',
    en: 'Scales hold this label or goods name it; change those first',
  },
  label_not_in_shop: {
    ch: '标签不存在，或不属于这台秤所在的门店',
    en: 'No such label in the shop of this scale',
  },
  label_not_in_company: { ch: '标签不存在，或不属于该商品的公司', en: 'No such label in the company of this good' },
  barcode_format_invalid: { ch: '不支持的条码格式', en: 'Unknown barcode format' },
  barcode_unit_item: { ch: '不支持的条码组成项', en: 'Unknown barcode unit item' },
  barcode_unit_repeated: { ch: '条码组成的序号不能重复', en: 'Barcode unit numbers must not repeat' },
  cut_style_invalid: { ch: '截取方式须为 0 右、1 中或 2 左', en: 'Cut style must be 0 right, 1 middle or 2 left' },
  add_character_invalid: {
    ch: '附加字符只能是字母、数字、空格或 -，最多 6 个',
    en: 'Added characters: letters, digits, space or -, at most 6',
  },
  qr_field_invalid: { ch: '不支持的二维码字段', en: 'Unknown QR code field' },
  gateway_has_scales: {
    ch: '还有电子秤通过这个网关连接，请先把它们改为直连或换到别的网关',
    en: 'Scales still connect through this gateway; make them direct or move them to another gateway first',
  },
  gateway_not_in_shop: { ch: '网关不存在，或不属于这台秤所在的门店', en: 'No such gateway in the shop of this scale' },
  lan_ip_invalid: { ch: '请输入正确的 IP 地址，例如 192.168.1.20', en: 'Enter a valid IP address, e.g. 192.168.1.20' },
  lan_ip_required: { ch: '通过网关连接时须填写秤的 IP 地址', en: 'A scale behind a gateway needs its IP address' },
  holdings_plu_repeated: { ch: '同一个 PLU 编号上报了两次', en: 'The same PLU is reported twice' },
  category_required: { ch: '请选择类别', en: 'Choose a category' },
  title_required: { ch: '请输入标题', en: 'Enter a title' },
  description_required: { ch: '请描述问题', en: 'Describe the problem' },
  contact_required: { ch: '请输入联系人', en: 'Enter a contact name' },
  comment_required: { ch: '请输入内容', en: 'Enter a message' },
  photos_too_many: { ch: '最多 6 张照片', en: 'At most 6 photos' },
  workorder_status_not_allowed: {
    ch: '工单当前状态不能改为这个状态',
    en: 'The work order cannot move to this status from its current one',
  },
  workorder_reopen_expired: {
    ch: '工单解决已超过 7 天，不能重新打开',
    en: 'Resolved more than 7 days ago: it cannot be reopened',
  },
  workorder_internal_service_only: {
    ch: '只有服务人员可以写内部备注',
    en: 'Only the service side writes internal notes',
  },
  assignee_invalid: { ch: '只能指派给服务人员', en: 'Assign it to a member of the service staff' },
  scale_not_in_company: { ch: '电子秤不存在，或不属于本公司', en: 'No such scale in your company' },
  cursor_invalid: { ch: '翻页位置无效，请回到第一页', en: 'Invalid page position; go back to the first page' },
  // Delivery: regional offices, riders and top-ups (docs/riders.md)
  account_kind_invalid: { ch: '请选择充值给区域后台还是骑手', en: 'Choose an office or a rider account' },
  method_invalid: { ch: '请选择充值方式', en: 'Choose a payment method' },
  regions_required: { ch: '请至少填写一个服务区域', en: 'Add at least one region served' },
  province_required: { ch: '请输入省份', en: 'Enter the province' },
  district_needs_city: { ch: '填写区县时须填写所在城市', en: 'A district needs its city' },
  region_repeated: { ch: '服务区域重复', en: 'This region is listed twice' },
  manager_not_admin: {
    ch: '负责人须为启用中的系统管理员账号',
    en: 'The manager must be an active system administrator account',
  },
  office_required: { ch: '请选择区域后台', en: 'Choose a regional office' },
  office_missing: { ch: '区域后台不存在', en: 'No such regional office' },
  office_not_active: { ch: '该区域后台已停用', en: 'This regional office is suspended' },
  rider_name_required: { ch: '请输入骑手姓名', en: "Enter the rider's name" },
  rider_phone_taken: { ch: '该手机号已登记为其他骑手', en: 'Another rider has this phone number' },
  rider_required: { ch: '请选择骑手', en: 'Choose a rider' },
  rider_missing: { ch: '骑手不存在', en: 'No such rider' },
  account_one_only: { ch: '一笔充值只能记入一个账户', en: 'A top-up goes to one account only' },
  amount_invalid: { ch: '请输入大于 0 的金额（最多两位小数）', en: 'Enter an amount above 0 (at most 2 decimals)' },
  amount_too_big: { ch: '单笔充值最多 ¥1,000,000.00', en: 'At most ¥1,000,000.00 a top-up' },
  reference_required: { ch: '请输入流水号', en: 'Enter the reference number' },
  reference_invalid: {
    ch: '流水号为字母、数字或 - _ / . : #，最多 64 位',
    en: 'A reference is letters, digits or - _ / . : #, at most 64',
  },
  reference_taken: {
    ch: '该流水号已入账，同一笔款不能重复充值',
    en: 'This reference number is already posted: a payment is posted once',
  },
  account_suspended: { ch: '账户已停用，不能充值', en: 'The account is suspended and cannot be topped up' },
  top_up_already_reversed: { ch: '这笔充值已经冲正过了', en: 'This top-up has already been reversed' },
  top_up_is_reversal: { ch: '冲正记录不能再冲正', en: 'A reversal cannot itself be reversed' },
  day_start_invalid: {
    ch: '「今天」的起点应为两天之内的时间（ISO 8601，带时区）',
    en: 'The start of today must be a time within two days of now (ISO 8601 with offset)',
  },
  body_required: { ch: '请输入正文', en: 'Enter the text' },
  announcement_title_en_required: { ch: '写了英文正文，也请写英文标题', en: 'Give the English version a title too' },
  announcement_body_en_required: { ch: '写了英文标题，也请写英文正文', en: 'Give the English version its text too' },
  publish_at_invalid: { ch: '发布时间无效', en: 'Invalid publishing time' },
  publish_at_past: { ch: '定时发布的时间已经过去，请选择以后的时间', en: 'That time has passed; choose a later one' },
  announcement_published_time_fixed: {
    ch: '公告已发布，不能再改发布时间',
    en: 'The announcement is out: its publishing time cannot change',
  },
  announcement_withdrawn: { ch: '公告已撤回，不能再修改', en: 'The announcement was withdrawn and cannot be edited' },
  announcement_not_withdrawable: {
    ch: '只有已发布或定时发布的公告可以撤回',
    en: 'Only published or scheduled announcements can be withdrawn',
  },
  announcement_published_delete: {
    ch: '已发布的公告请先撤回再删除',
    en: 'Withdraw a published announcement before deleting it',
  },
  title_en_required: { ch: '请输入英文标题', en: 'Enter the English title' },
  file_name_required: { ch: '请给出文件名', en: 'Give the file name' },
  document_file_required: { ch: '请选择要上传的文件', en: 'Choose the file to upload' },
  document_too_large: { ch: '文件不能超过 {n} MB', en: 'The file must not exceed {n} MB' },
  document_type: {
    ch: '只能上传 PDF、ZIP、RAR、7Z、EXE、APK、MP4、DOCX 或 XLSX 文件（按文件内容判断）',
    en: 'Only PDF, ZIP, RAR, 7Z, EXE, APK, MP4, DOCX or XLSX files (judged by content)',
  },
  document_file_name_taken: {
    ch: '资料库里已有同名文件，请改文件名（例如加上版本号）或先删除旧的',
    en: 'The library already has a file of this name; rename it (e.g. add the version) or delete the old one',
  },
  document_not_found: { ch: '资料库里没有这个文件', en: 'The library has no file of this name' },
  good_ids_invalid: {
    ch: '商品编号应为逗号分隔的数字，最多 100 个',
    en: 'Good ids are numbers separated by commas, at most 100',
  },
  // Bluetooth lock devices and repair records (docs/locks.md)
  mac_required: { ch: '请输入 MAC 地址', en: 'Enter the MAC address' },
  mac_invalid: {
    ch: 'MAC 地址须为 6 组十六进制数，如 AA:BB:CC:DD:EE:FF、aa-bb-cc-dd-ee-ff 或 AABBCCDDEEFF',
    en: 'A MAC address is 6 hex pairs, e.g. AA:BB:CC:DD:EE:FF, aa-bb-cc-dd-ee-ff or AABBCCDDEEFF',
  },
  mac_taken: { ch: '该 MAC 地址的门锁已登记', en: 'A lock with this MAC address is already registered' },
  mac_repeated: { ch: '与第 {n} 行的 MAC 地址重复', en: 'Same MAC address as row {n}' },
  lock_name_required: { ch: '请输入门锁名称', en: 'Enter the lock name' },
  lock_unknown: { ch: '没有这个 MAC 地址的门锁', en: 'No lock has this MAC address' },
  lock_shop_unknown: { ch: '门店不存在', en: 'No such shop' },
  lock_has_openings: {
    ch: '该门锁已有开锁记录，不能删除；不再使用请解绑',
    en: 'This lock has opening records and cannot be deleted; unbind it instead',
  },
  lock_report_not_staff: {
    ch: '只有在职的维修人员可以上报门锁状态',
    en: 'Only active repair staff report the state of locks',
  },
  battery_invalid: { ch: '电量须为 0 到 100 的整数', en: 'Battery is a whole number from 0 to 100' },
  occurred_time_invalid: {
    ch: '开锁时间须为带时区的 ISO 8601 时间',
    en: 'The opening time must be ISO 8601 with an offset',
  },
  occurred_time_future: { ch: '开锁时间不能晚于现在', en: 'The opening time cannot be in the future' },
  occurred_time_too_old: {
    ch: '开锁时间不能早于 {n} 天前',
    en: 'The opening time cannot be more than {n} days ago',
  },
  accuracy_invalid: { ch: '定位精度须为不小于 0 的米数', en: 'Accuracy is a number of metres, at least 0' },
  accuracy_too_low: {
    ch: '定位不够精确（误差超过 1000 米），请到开阔处重新定位',
    en: 'The location is too imprecise (over 1000 m); locate again in the open',
  },
  lock_import_no_rows: { ch: '文件中没有门锁行', en: 'The file has no lock rows' },
  lock_import_too_large: { ch: '文件不能超过 2 MB', en: 'The file must be at most 2 MB' },
  status_invalid: { ch: '状态不正确', en: 'Unknown status' },
  // Repair invite codes, repair staff and the repair app (docs/repair.md)
  max_uses_range: { ch: '可用次数须为 1 到 1000', en: 'Uses must be 1 to 1000' },
  expires_days_range: { ch: '有效天数须为 1 到 365', en: 'Valid for 1 to 365 days' },
  invite_code_format: { ch: '邀请码为 8 位字母或数字', en: 'An invite code is 8 letters or digits' },
  invite_code_unknown: { ch: '邀请码不存在', en: 'No such invite code' },
  invite_code_expired: { ch: '邀请码已过期', en: 'This invite code has expired' },
  invite_code_used_up: { ch: '邀请码已用完', en: 'This invite code has been used up' },
  invite_code_revoked: { ch: '邀请码已作废', en: 'This invite code was revoked' },
  invite_code_revoked_already: { ch: '邀请码已经作废', en: 'This invite code is already revoked' },
  already_serving: { ch: '你已加入该公司', en: 'You already serve this company' },
  staff_name_required: { ch: '请输入姓名', en: 'Enter the name' },
  staff_suspended: { ch: '维修人员账号已暂停', en: 'This repair account is suspended' },
  staff_status_already: { ch: '维修人员已是该状态', en: 'The repair person already has this status' },
  repair_join_first: {
    ch: '请先用邀请码加入一家公司',
    en: 'Join a company with an invite code first',
  },
  lat_range: { ch: '纬度须在 -90 到 90 之间', en: 'Latitude must be from -90 to 90' },
  lng_range: { ch: '经度须在 -180 到 180 之间', en: 'Longitude must be from -180 to 180' },
  radius_range: { ch: '半径须为 100 米到 200 公里', en: 'The radius must be 100 m to 200 km' },
  privacy_version_required: { ch: '请先同意隐私政策', en: 'Accept the privacy policy first' },
  privacy_version_outdated: {
    ch: '隐私政策已更新，请阅读并同意新版本',
    en: 'The privacy policy has changed; read and accept the new version',
  },
  face_input_required: {
    ch: '请提供人脸照片或核验凭证（二选一）',
    en: 'Send either a face image or a verification token',
  },
  face_image_invalid: { ch: '人脸照片须为 base64 编码的图片', en: 'The face image must be a base64 image' },
  face_image_too_large: { ch: '人脸照片过大', en: 'The face image is too large' },
  face_unavailable: {
    ch: '人脸核验服务暂不可用，请稍后再试',
    en: 'Face verification is unavailable, please try again later',
  },
  // Privacy lists (docs/privacy.md)
  kind_invalid: {
    ch: '人员类别须为 admin、lock_user、repair_user 或 merchant_user',
    en: 'The kind must be admin, lock_user, repair_user or merchant_user',
  },
  privacy_already_erased: { ch: '该人员的个人信息已删除', en: 'This person’s data has already been erased' },
  privacy_erase_self: { ch: '不能删除自己的个人信息', en: 'You cannot erase your own data' },
  privacy_last_super_admin: {
    ch: '这是最后一位超级管理员，不能删除其个人信息',
    en: 'This is the last super administrator: their data cannot be erased',
  },
  // Stock (docs/stock.md)
  document_type_invalid: {
    ch: '单据类型须为 purchase_order、receipt、transfer、purchase_return、stocktake 或 loss',
    en: 'The type must be purchase_order, receipt, transfer, purchase_return, stocktake or loss',
  },
  loss_reason_invalid: { ch: '请选择报损原因', en: 'Choose the reason of the loss' },
  note_too_long: { ch: '备注最多 200 个字符', en: 'Notes are at most 200 characters' },
  tax_number_invalid: { ch: '税号为字母或数字，最多 20 位', en: 'A tax number is letters or digits, at most 20' },
  bank_account_invalid: { ch: '银行账号为数字，最多 34 位', en: 'A bank account is digits, at most 34' },
  good_required: { ch: '请选择商品', en: 'Choose a good' },
  good_missing: { ch: '商品不存在', en: 'No such good' },
  good_repeated: { ch: '同一商品在单据中只能出现一次', en: 'A good appears once per document' },
  quantity_required: { ch: '请输入数量', en: 'Enter the quantity' },
  quantity_invalid: { ch: '数量须为大于 0 的整数（克或件）', en: 'The quantity must be above 0 (grams or pieces)' },
  quantity_too_big: { ch: '数量过大', en: 'The quantity is too large' },
  price_required: { ch: '请输入进价', en: 'Enter the purchase price' },
  price_too_big: { ch: '进价最多 ¥100,000.00', en: 'At most ¥100,000.00 a price unit' },
  too_many_lines: { ch: '一张单据最多 500 行', en: 'A document has at most 500 lines' },
  lines_required: { ch: '请至少添加一行商品', en: 'Add at least one line' },
  shop_required: { ch: '请选择门店', en: 'Choose a shop' },
  shop_missing: { ch: '门店不存在', en: 'No such shop' },
  supplier_required: { ch: '请选择供应商', en: 'Choose a supplier' },
  supplier_missing: { ch: '供应商不存在', en: 'No such supplier' },
  supplier_disabled: { ch: '供应商已停用', en: 'The supplier is disabled' },
  supplier_not_allowed: { ch: '此类单据不填供应商', en: 'This type of document has no supplier' },
  target_shop_required: { ch: '请选择调入门店', en: 'Choose the receiving shop' },
  target_shop_same: { ch: '调入门店不能与调出门店相同', en: 'The receiving shop must differ from the sending shop' },
  target_shop_not_allowed: { ch: '只有调拨单有调入门店', en: 'Only a transfer has a receiving shop' },
  order_missing: { ch: '采购订单不存在', en: 'No such purchase order' },
  order_not_open: {
    ch: '采购订单不是待收货状态（已提交或部分收货）',
    en: 'The purchase order is not open (submitted or partly received)',
  },
  order_not_allowed: { ch: '只有入库单可以关联采购订单', en: 'Only a receipt refers to a purchase order' },
  order_line_mismatch: { ch: '这一行不属于所关联的采购订单', en: 'This line is not a line of the purchase order' },
  receipt_missing: { ch: '入库单不存在或未过账', en: 'No such posted receipt' },
  receipt_not_allowed: { ch: '只有采购退货单可以关联入库单', en: 'Only a purchase return refers to a receipt' },
  receipt_line_mismatch: { ch: '这一行不属于所关联的入库单', en: 'This line is not a line of the receipt' },
  return_over_received: {
    ch: '退货数量超过该入库单尚可退的数量',
    en: 'More than is left to return of this receipt',
  },
  loss_reason_required: { ch: '请选择报损原因', en: 'Choose the reason of the loss' },
  loss_reason_not_allowed: { ch: '只有报损单有报损原因', en: 'Only a loss has a reason' },
  category_not_allowed: { ch: '只有盘点单按分类盘点', en: 'Only a stocktake is limited to a category' },
  document_not_draft: {
    ch: '单据已过账，不能修改或删除',
    en: 'The document is posted: it cannot be changed or deleted',
  },
  document_not_posted: { ch: '单据尚未过账', en: 'The document is not posted' },
  document_already_reversed: { ch: '这张单据已经冲销过了', en: 'This document has already been reversed' },
  document_is_reversal: { ch: '冲销单不能再冲销', en: 'A reversal cannot itself be reversed' },
  order_not_reversible: {
    ch: '采购订单不动库存，不能冲销；未收货可取消，已部分收货可关闭',
    en: 'A purchase order moves no stock: cancel it if nothing came, close it otherwise',
  },
  order_has_receipts: { ch: '已有入库，不能取消，请关闭订单', en: 'Goods were received: close the order instead' },
  transfer_not_in_transit: { ch: '调拨单不在途，不能收货', en: 'The transfer is not in transit' },
  document_not_order: { ch: '只有采购订单可以取消或关闭', en: 'Only a purchase order is cancelled or closed' },
  document_not_transfer: { ch: '只有调拨单需要收货', en: 'Only a transfer is received' },
  stocktake_not_counted: { ch: '还没有录入任何盘点数量', en: 'No counted quantity has been entered' },
  order_shop_mismatch: { ch: '入库门店须为采购订单的门店', en: 'The receipt goes to the purchase order’s shop' },
  order_supplier_mismatch: { ch: '供应商须为采购订单的供应商', en: 'The supplier must be the purchase order’s' },
  receipt_shop_mismatch: { ch: '退货门店须为入库单的门店', en: 'The return leaves from the receipt’s shop' },
  receipt_has_returns: {
    ch: '这张入库单已有采购退货，请先冲销退货单',
    en: 'Goods of this receipt were returned: reverse the returns first',
  },
  transfer_reversed: { ch: '这张调拨单已冲销，不能收货', en: 'This transfer was reversed: it cannot be received' },
  supplier_in_use: {
    ch: '已有单据使用该供应商，不能删除，请停用',
    en: 'Documents name this supplier: disable it instead of deleting it',
  },
  shop_has_stock_documents: {
    ch: '该门店已有库存单据，不能删除',
    en: 'This shop has stock documents and cannot be deleted',
  },
  count_plu_unknown: { ch: '没有这个 PLU 的商品', en: 'No good has this PLU' },
  count_not_on_sheet: { ch: '这个商品不在本盘点单上', en: 'This good is not on this count sheet' },
  count_quantity_invalid: {
    ch: '盘点数量须为不小于 0 的数字（称重商品按千克，最多 3 位小数；计件商品为整数）',
    en: 'A count is a number of at least 0 (kilograms with up to 3 decimals for goods by weight, whole pieces otherwise)',
  },
  count_sheet_empty: { ch: '文件中没有盘点数据', en: 'The file has no counts' },
  stock_insufficient: {
    ch: '部分商品库存不足，过账后将为负库存',
    en: 'Some goods are short: posting leaves negative stock',
  },
  // Prices (docs/prices.md)
  price_not_positive: { ch: '价格须大于 0', en: 'A price must be above zero' },
  price_digits: {
    ch: '价格超出秤能打印的位数（每千克最多 9999.99 元）',
    en: 'The price has more digits than a scale prints (at most ¥9999.99 per kilogram)',
  },
  base_price_required: {
    ch: '基础价不能取消，只有区域价可以取消',
    en: 'The base price cannot be taken away; only a zone price can',
  },
  good_not_found: { ch: '没有这个商品', en: 'No such good' },
  targets_required: { ch: '请选择基础价或至少一个价格区域', en: 'Choose the base price or at least one zone' },
  ends_before_start: { ch: '结束时间须晚于开始时间', en: 'The end must be after the start' },
  markdown_too_long: { ch: '降价最长持续 7 天', en: 'A markdown lasts at most 7 days' },
  goods_required: { ch: '请至少选择一个商品或分类', en: 'Choose at least one good or category' },
  percent_invalid: { ch: '请输入降价百分比', en: 'Enter the percentage off' },
  too_many_goods: { ch: '一批最多 5000 个商品', en: 'At most 5000 goods a batch' },
  starts_in_past: { ch: '开始时间不能早于现在', en: 'The start cannot be in the past' },
  batch_conflict: {
    ch: '与“{name}”冲突：同一商品同一区域在同一时间有两次调价',
    en: 'Conflicts with “{name}”: the same good and zone change price at the same time',
  },
  batch_not_scheduled: { ch: '该批次已开始或已取消，不能取消', en: 'This batch has started or was cancelled' },
  markdown_not_running: { ch: '该降价不在进行中', en: 'This markdown is not running' },
  batch_not_applied: { ch: '只有已生效的调价批次可以回滚', en: 'Only a price change in force can be rolled back' },
  batch_rolled_back: { ch: '该批次已回滚过', en: 'This batch was already rolled back' },
  zone_in_use: {
    ch: '有尚未结束的调价或降价使用该区域，请先取消',
    en: 'Scheduled or running batches use this zone: cancel them first',
  },
  range_too_long: { ch: '时间范围最长 62 天', en: 'A range of at most 62 days' },
  price_sheet_empty: { ch: '文件中没有填写新价格', en: 'The file has no new prices' },
  zone_not_found: { ch: '没有这个价格区域', en: 'No such price zone' },
  shop_not_found: { ch: '没有这个门店', en: 'No such shop' },
  scale_not_found: { ch: '没有这台秤', en: 'No such scale' },
} satisfies Record<string, Record<Lang, string>>;
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export const isFieldMessageKey = (key: string): key is FieldMessageKey =>
  Object.prototype.hasOwnProperty.call(FIELD_MESSAGES, key);

/** Failure envelope: HTTP 4xx/5xx with `{code, msg, data}`. */
export type ApiFailure = {
  code: ErrorCode;
  msg: string;
  data: null | { fields?: Record<string, string>; retry_after?: number; [key: string]: unknown };
  /** The id of the request in the server's logs (also the `X-Request-Id` answer header). */
  request_id?: string;
};
