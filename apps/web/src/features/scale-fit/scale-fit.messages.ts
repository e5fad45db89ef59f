import type { FitProblemCode } from '@tm/contracts';
import type { Messages } from '../../shared/i18n';

const ch = {
  column: '下发检查',
  fits: '都能接收',
  unfit: '{{n}} 台秤无法接收',
  viaGateway: '经网关',
  cardTitle: '下发前检查',
  cardIntro: '按这台秤的型号和连接方式检查它的商品和快捷键，找出下发后会出错或打印不对的地方。',
  allFit: '已检查 {{n}} 个商品，全部可以下发。',
  goodsUnfit: '已检查 {{checked}} 个商品，{{n}} 个有问题：',
  hotKeysBeyond: '第 {{keys}} 号快捷键超出局域网秤的 72 个键，不会下发',
  plu: 'PLU',
  name: '商品',
  problems: '问题',
  price_digits: '秤上单价 {{detail}} 分超出秤的 6 位价格（最多 9999.99 元）',
  shelf_life: '保质期 {{detail}} 天超出秤的 3 位（最多 999 天）',
  not_gb2312: '有秤打印不出的字：{{detail}}',
  label_missing: '秤上还没有任何标签格式',
  label_other_type: '秤上没有这个商品用的标签格式，也没有同类型的，会用“{{detail}}”打印',
  label_too_wide: '标签宽 {{detail}} mm，超出秤的打印宽度',
  plu_number: 'PLU {{detail}} 超出局域网秤的 4 位（最多 9999）',
  item_code: '货号 {{detail}} 超出 7 位',
  tare_not_sent: '皮重 {{detail}} g 不随商品下发到局域网秤，要在秤上设置',
  discount_minutes: '折扣时段 {{detail}} 不是整点，局域网秤只能按整点',
  discount_price: '局域网秤只支持按折扣率打折，不支持特价',
} as const;

const en = {
  column: 'Scale check',
  fits: 'All scales take it',
  unfit: '{{n}} scale(s) cannot take it',
  viaGateway: 'Via gateway',
  cardTitle: 'Check before sending',
  cardIntro:
    'Checks this scale’s goods and hot keys against its model and connection, to find what would fail or print wrong once sent.',
  allFit: '{{n}} goods checked; all can be sent.',
  goodsUnfit: '{{checked}} goods checked; {{n}} have problems:',
  hotKeysBeyond: 'Hot keys {{keys}} are beyond the 72 keys of a LAN scale and are not sent',
  plu: 'PLU',
  name: 'Good',
  problems: 'Problems',
  price_digits: 'Price on the scale, {{detail}} fen, exceeds its 6 digits (at most 9999.99)',
  shelf_life: 'Shelf life {{detail}} days exceeds the scale’s 3 digits (at most 999)',
  not_gb2312: 'Characters the scale cannot print: {{detail}}',
  label_missing: 'The scale holds no label format yet',
  label_other_type: 'The scale holds neither this good’s label format nor one of its type; it prints with “{{detail}}”',
  label_too_wide: 'The label is {{detail}} mm wide, wider than the scale prints',
  plu_number: 'PLU {{detail}} exceeds a LAN scale’s 4 digits (at most 9999)',
  item_code: 'Item code {{detail}} exceeds 7 digits',
  tare_not_sent: 'Tare {{detail}} g is not sent to a LAN scale; set it on the scale',
  discount_minutes: 'Discount periods {{detail}} are not on the hour; a LAN scale takes whole hours',
  discount_price: 'A LAN scale takes percentage discounts only, not special prices',
} satisfies Record<keyof typeof ch, string>;

export const scaleFitMessages: Messages<keyof typeof ch> = { ch, en };

/** The message key of each problem code: the messages above carry one per code. */
export const problemKey = (code: FitProblemCode): keyof typeof ch => code;
