import fs from 'node:fs';
import {
  GRAMS_PER_UNIT,
  labelUsedFor,
  pricePerKg,
  SCALE_MODELS,
  SCALE_PRICE_MAX_FEN,
  SCALE_UUID_HEADER,
  tmTradeNo,
  type DeviceLabel,
  type DeviceTrade,
  type GatewayConfig,
  type HeldLabel,
  type ScaleHoldingsBody,
  type ScaleModelId,
  type UploadTradesResult,
  type WeightUnit,
} from '@tm/contracts';
import {
  CLEAR_SALES,
  encodeClock,
  encodeHotKeys,
  encodeLabel,
  encodePlu,
  encodeReadSale,
  encodeSpecialInfo,
  CASHIER_TICKET_SLOTS,
  HOT_KEYS,
  NotGb2312Error,
  parsePlu,
  parseSale,
  SPECIAL_INFO_SLOTS,
  type LabelLayoutField,
  type TmLabelLayout,
  type TmPlu,
  type TmSale,
} from './tm-codec';
import { TmLink } from './tm-link';

export const GATEWAY_VERSION = '1.0.0';

/** What the gateway must remember across restarts, per scale (a JSON file beside it). */
type ScaleState = {
  /** The change number the scale holds: confirmed to the cloud by the next sync call. */
  since: number;
  /** The page being sent: its change number, its commands, how many the scale answered. */
  page: { version: number; commands: string[]; sent: number } | null;
  /** The label formats last received, for the label number of each PLU. */
  labels: DeviceLabel[];
  /** The day the clock was last set (YYYY-MM-DD). */
  clockDay: string | null;
  /** Per PLU, the grams its cloud price is for (1000 for a counted good): the scale holds prices per kg. */
  units: Record<string, number>;
  /** Per PLU, what the scale acknowledged holding, in the cloud's price unit (docs/scale-compare.md). */
  held: Record<string, { unit_price: number; name: string }>;
  /** `held` changed since it was last reported to the cloud. */
  heldChanged: boolean;
  /** Special-information slot of each third information line sent (`!0X`); renewed at a full load. */
  specialSlots: Record<string, number>;
};
type GatewayState = { scales: Record<string, ScaleState> };

type SyncAnswer = {
  version: number;
  goods: {
    plu: number;
    item_code: string;
    name_lines: string[];
    info_lines: string[];
    unit_price: number;
    pricing_mode: 'by_weight' | 'by_count' | 'by_count_fixed_weight';
    weight_unit: WeightUnit;
    fixed_weight_g: number | null;
    shelf_life_days: number;
    discounts: { start: string; end: string; kind: 'percent' | 'price'; value: number }[];
    label_format_id: number | null;
  }[];
  removed_plus: number[];
  hot_keys: { key: number; plu: number; type: 'UP' | 'DOWN' }[] | null;
  labels: DeviceLabel[] | null;
  more: boolean;
};

type ScaleReport = {
  scale_uuid: string;
  reachable: boolean;
  last_contact_time: string | null;
  queued: number;
  last_error: string | null;
};

export type GatewayOptions = {
  url: string;
  /** `<gateway_uuid>:<gateway_key>` as the console showed it. */
  key: string;
  statePath: string;
  timeoutMs?: number;
  /** Logs a line (warnings about goods that cannot be sent, errors). */
  log?: (line: string) => void;
  fetch?: typeof fetch;
};

const MODE: Record<SyncAnswer['goods'][number]['pricing_mode'], TmPlu['mode']> = {
  by_weight: 0,
  by_count: 1,
  by_count_fixed_weight: 2,
};

/** A text item holding exactly one of these placeholders is drawn as that `!0T` field. */
const FIELD_OF_PLACEHOLDER: Record<string, LabelLayoutField> = {
  '{name1}': 'name',
  '{info1}': 'note_a',
  '{info2}': 'note_b',
  '{info3}': 'special1',
  '{item_code}': 'item_code',
  '{plu}': 'item_code',
  '{weight}': 'net_weight',
  '{unit_price}': 'unit_price',
  '{total_price}': 'total_price',
  '{pack_date}': 'date',
  '{best_before}': 'shelf_life',
  '{shop_name}': 'shop',
};

/** Our label format as the scale's label layout; what the LAN protocol cannot draw is named. */
export function layoutOf(label: DeviceLabel): { layout: TmLabelLayout; dropped: string[] } {
  const layout: TmLabelLayout = {
    label_no: label.slot,
    width: label.width_mm,
    height: label.height_mm,
    fields: {},
    barcode: null,
    texts: [],
  };
  const dropped: string[] = [];
  for (const item of label.items) {
    const at = { font: item.font, x: item.x_mm, y: item.y_mm };
    if (item.kind === 'barCode') {
      layout.barcode = { ...at, height: item.h_mm };
    } else if (item.kind === 'QRCode') {
      dropped.push('QR code');
    } else if (FIELD_OF_PLACEHOLDER[item.value.trim()]) {
      layout.fields[FIELD_OF_PLACEHOLDER[item.value.trim()] as LabelLayoutField] = at;
    } else if (!item.value.includes('{')) {
      layout.texts.push({ ...at, text: item.value });
    } else {
      dropped.push(item.value);
    }
  }
  return { layout, dropped };
}

/** The 72 keys of `!0L` from the console's two layers (the lower numbered after the upper). */
export function keysOf(hotKeys: NonNullable<SyncAnswer['hot_keys']>, model: ScaleModelId): number[] {
  const keys = Array.from({ length: HOT_KEYS }, () => 0);
  const perLayer = SCALE_MODELS[model].keys_per_layer;
  for (const hotKey of hotKeys) {
    const number = hotKey.type === 'UP' ? hotKey.key : hotKey.key + perLayer;
    if (number <= HOT_KEYS) {
      keys[number - 1] = hotKey.plu;
    }
  }
  return keys;
}

const hourOf = (time: string) => Number(time.slice(0, 2));

/** A good as the scale's PLU record, or why it cannot be one. */
export function pluOf(good: SyncAnswer['goods'][number], labels: readonly DeviceLabel[]): TmPlu | string {
  if (good.plu > 9999) {
    return `PLU ${good.plu} not sent: more than 4 digits`;
  }
  // The scale's unit price is per kilogram: ¥2.38/500 g is sent as 476.
  const unitPrice = pricePerKg(good);
  if (unitPrice > SCALE_PRICE_MAX_FEN || good.shelf_life_days > 999) {
    return `PLU ${good.plu} not sent: price or shelf life too long for the scale`;
  }
  const held: HeldLabel[] = labels.map((label) => ({
    id: label.label_id,
    name: label.name,
    type: label.type,
    width_mm: label.width_mm,
  }));
  const label = labelUsedFor(good, held);
  return {
    plu: good.plu,
    item_code: Number(good.item_code),
    unit_price: unitPrice,
    mode: MODE[good.pricing_mode],
    shelf_life: good.shelf_life_days,
    unit_weight: good.fixed_weight_g ?? 0,
    label_no: labels.find((held) => held.label_id === label?.id)?.slot ?? 0,
    special: [],
    discounts: good.discounts
      .filter((period) => period.kind === 'percent')
      .map((period) => ({ start_hour: hourOf(period.start), end_hour: hourOf(period.end), discount: period.value })),
    name: good.name_lines[0] ?? '',
    note_a: good.info_lines[0] ?? '',
    note_b: good.info_lines[1] ?? '',
  };
}

/** The grams a good's cloud price is for: a TM price per kg times this / 1000 is the cloud's price. */
export const gramsOfPrice = (good: Pick<SyncAnswer['goods'][number], 'pricing_mode' | 'weight_unit'>) =>
  good.pricing_mode === 'by_weight' ? GRAMS_PER_UNIT[good.weight_unit] : 1000;

/**
 * The special-information slot for a text: the one already holding it, else the first free one
 * (on a cash-register scale slots 1-8 are its ticket header and footer); null when all are taken.
 */
function specialSlotFor(text: string, model: ScaleModelId, state: ScaleState): { slot: number; isNew: boolean } | null {
  const held = state.specialSlots[text];
  if (held) {
    return { slot: held, isNew: false };
  }
  const used = new Set(Object.values(state.specialSlots));
  const first = model === 'SY-A' ? CASHIER_TICKET_SLOTS + 1 : 1;
  for (let slot = first; slot <= SPECIAL_INFO_SLOTS; slot += 1) {
    if (!used.has(slot)) {
      return { slot, isNew: true };
    }
  }
  return null;
}

/** A price as the scale holds it (per kg for a weighed good) in the unit of the cloud's price. */
const cloudPrice = (scalePrice: number, grams: number) => Math.round((scalePrice * grams) / 1000);

/**
 * A sale read from the scale as the device API's trade; its number makes a second reading a
 * duplicate. `grams`: what the good's cloud price is for (gramsOfPrice).
 */
export function tradeOf(sale: TmSale, grams = 1000): DeviceTrade {
  const [yy, mm, dd, hh, mi] = [0, 2, 4, 6, 8].map((at) => Number(sale.date_time.slice(at, at + 2)));
  const time = new Date(2000 + (yy ?? 0), (mm ?? 1) - 1, dd ?? 1, hh ?? 0, mi ?? 0);
  const counted = sale.mode === 1;
  return {
    trade_no: tmTradeNo(sale.record, sale.date_time),
    trade_time: time.toISOString(),
    plu: sale.plu,
    unit_price: cloudPrice(sale.unit_price, grams),
    ...(counted ? { quantity: sale.amount } : { weight_g: sale.amount }),
    // The scale truncates: its total is the sale's total, never recomputed.
    total_price: sale.total,
    type: 'sale',
    ticket_no: String(sale.ticket),
  };
}

/**
 * The shop gateway (docs/gateway.md): drives the TM scales the console linked to it, as each of
 * them on the device API. Each round, per scale: set the clock (at connect and daily), send what
 * changed one command at a time from a remembered position, read the sales and clear them only
 * once the cloud has stored every one; then report every scale's state.
 */
export class Gateway {
  private state: GatewayState;
  private readonly links = new Map<string, TmLink>();
  private readonly uuid: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: GatewayOptions) {
    this.uuid = options.key.split(':')[0] ?? '';
    this.fetch = options.fetch ?? fetch;
    this.state = fs.existsSync(options.statePath)
      ? (JSON.parse(fs.readFileSync(options.statePath, 'utf8')) as GatewayState)
      : { scales: {} };
  }

  private save() {
    fs.writeFileSync(`${this.options.statePath}.tmp`, JSON.stringify(this.state));
    fs.renameSync(`${this.options.statePath}.tmp`, this.options.statePath);
  }

  private log(line: string) {
    this.options.log?.(line);
  }

  private async cloud<T>(path: string, init: { method?: string; body?: unknown; scaleUuid?: string } = {}): Promise<T> {
    const response = await this.fetch(`${this.options.url}/api/device/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Basic ${Buffer.from(this.options.key).toString('base64')}`,
        ...(init.scaleUuid ? { [SCALE_UUID_HEADER]: init.scaleUuid } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const envelope = (await response.json()) as { data: T; msg?: string };
    if (!response.ok) {
      throw new Error(`cloud ${path}: ${response.status} ${envelope.msg ?? ''}`);
    }
    return envelope.data;
  }

  /** One round over every scale, then the report; answers the report it sent. */
  async runOnce(now = new Date()): Promise<ScaleReport[]> {
    const config = await this.cloud<GatewayConfig>('/gateway/config');
    const reports: ScaleReport[] = [];
    for (const scale of config.scales) {
      reports.push(await this.serveScale(scale, now));
    }
    await this.cloud('/gateway/report', { method: 'POST', body: { version: GATEWAY_VERSION, scales: reports } });
    return reports;
  }

  close(): void {
    for (const link of this.links.values()) {
      link.close();
    }
  }

  private async serveScale(scale: GatewayConfig['scales'][number], now: Date): Promise<ScaleReport> {
    const key = `${scale.lan_ip}:${scale.lan_port}`;
    let link = this.links.get(scale.scale_uuid);
    if (!link || `${link.host}:${link.port}` !== key) {
      link?.close();
      link = new TmLink(scale.lan_ip, scale.lan_port, this.options.timeoutMs);
      this.links.set(scale.scale_uuid, link);
    }
    const state = (this.state.scales[scale.scale_uuid] ??= {
      since: 0,
      page: null,
      labels: [],
      clockDay: null,
      units: {},
      held: {},
      heldChanged: false,
      specialSlots: {},
    });
    // A state file written before these were kept.
    state.units ??= {};
    state.held ??= {};
    state.specialSlots ??= {};
    const warnings: string[] = [];
    try {
      const day = now.toISOString().slice(0, 10);
      if (state.clockDay !== day) {
        await link.send(encodeClock(now));
        state.clockDay = day;
        this.save();
      }
      await this.deliver(scale, link, state, warnings);
      await this.collectSales(scale.scale_uuid, link, state);
      await this.reportHeld(scale.scale_uuid, state);
      return {
        scale_uuid: scale.scale_uuid,
        reachable: true,
        last_contact_time: new Date().toISOString(),
        queued: 0,
        last_error: warnings.length ? warnings.join('; ').slice(0, 500) : null,
      };
    } catch (error) {
      link.close();
      const message = error instanceof Error ? error.message : String(error);
      this.log(`${scale.scale_name} (${scale.scale_uuid}): ${message}`);
      return {
        scale_uuid: scale.scale_uuid,
        reachable: false,
        last_contact_time: null,
        queued: state.page ? state.page.commands.length - state.page.sent : 0,
        last_error: message.slice(0, 500),
      };
    }
  }

  /** Sends the changes after `since`, page by page, resuming a page where the scale stopped answering. */
  private async deliver(scale: GatewayConfig['scales'][number], link: TmLink, state: ScaleState, warnings: string[]) {
    for (;;) {
      if (!state.page) {
        const answer = await this.cloud<SyncAnswer>(`/sync?since=${state.since}`, { scaleUuid: scale.scale_uuid });
        if (answer.version === state.since) {
          return;
        }
        state.labels = answer.labels ?? state.labels;
        state.page = {
          version: answer.version,
          commands: this.commandsOf(answer, scale.model, state, warnings),
          sent: 0,
        };
        this.save();
      }
      const page = state.page;
      while (page.sent < page.commands.length) {
        const command = page.commands[page.sent] ?? '';
        await link.send(command);
        this.recordHeld(command, state);
        page.sent += 1;
        if (page.sent % 25 === 0) {
          this.save();
        }
      }
      state.since = page.version;
      state.page = null;
      this.save();
    }
  }

  private commandsOf(answer: SyncAnswer, model: ScaleModelId, state: ScaleState, warnings: string[]): string[] {
    const commands: string[] = [];
    if (state.since === 0) {
      // A full load rewrites every PLU: the special-information slots are assigned afresh.
      state.specialSlots = {};
    }
    for (const label of answer.labels ?? []) {
      const { layout, dropped } = layoutOf(label);
      if (dropped.length) {
        warnings.push(`label ${label.name}: not drawn by the scale: ${dropped.join(', ')}`);
      }
      try {
        commands.push(...encodeLabel(layout));
      } catch (error) {
        warnings.push(`label ${label.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const good of answer.goods) {
      state.units[good.plu] = gramsOfPrice(good);
      const plu = pluOf(good, state.labels);
      if (typeof plu === 'string') {
        warnings.push(plu);
        this.log(plu);
        continue;
      }
      const third = good.info_lines[2]?.trim();
      const slot = third ? specialSlotFor(third, model, state) : null;
      if (third && !slot) {
        warnings.push(`PLU ${good.plu}: information line 3 not sent: the scale's special-information slots are full`);
      }
      try {
        const pluCommand = encodePlu({ ...plu, special: slot ? [slot.slot] : [] });
        if (third && slot?.isNew) {
          commands.push(encodeSpecialInfo(slot.slot, third));
          state.specialSlots[third] = slot.slot;
        }
        commands.push(pluCommand);
      } catch (error) {
        const reason =
          error instanceof NotGb2312Error ? `characters not in GB2312: ${error.characters.join(' ')}` : String(error);
        warnings.push(`PLU ${good.plu} not sent: ${reason}`);
        this.log(`PLU ${good.plu} not sent: ${reason}`);
      }
    }
    if (answer.removed_plus.length) {
      warnings.push(
        `PLU ${answer.removed_plus.join(', ')} removed in the cloud stay on the scale until its PLUs are cleared`,
      );
    }
    if (answer.hot_keys) {
      commands.push(...encodeHotKeys(keysOf(answer.hot_keys, model)));
    }
    return commands;
  }

  /** A PLU record the scale answered for is held by it, until overwritten (the protocol has no delete). */
  private recordHeld(command: string, state: ScaleState) {
    if (!command.startsWith('!0V')) {
      return;
    }
    const plu = parsePlu(command);
    state.held[plu.plu] = { unit_price: cloudPrice(plu.unit_price, state.units[plu.plu] ?? 1000), name: plu.name };
    state.heldChanged = true;
  }

  /** Tells the cloud what the scale holds when that changed, so the console can compare. */
  private async reportHeld(scaleUuid: string, state: ScaleState) {
    if (!state.heldChanged) {
      return;
    }
    const body: ScaleHoldingsBody = {
      source: 'gateway_record',
      goods: Object.entries(state.held).map(([plu, held]) => ({ plu: Number(plu), ...held })),
    };
    await this.cloud('/holdings', { method: 'POST', body, scaleUuid });
    state.heldChanged = false;
    this.save();
  }

  /** Reads every record up to the first empty one; clears them only once the cloud stored them all. */
  private async collectSales(scaleUuid: string, link: TmLink, state: ScaleState) {
    const sales: TmSale[] = [];
    // Record numbers have 4 digits: a scale holds at most 9999 before it must be cleared.
    for (let record = 1; record <= 9999; record += 1) {
      const sale = parseSale(await link.send(encodeReadSale(record)));
      if (!sale) {
        break;
      }
      sales.push(sale);
    }
    if (sales.length === 0) {
      return;
    }
    let stored = 0;
    for (let at = 0; at < sales.length; at += 1000) {
      const batch = sales.slice(at, at + 1000).map((sale) => tradeOf(sale, state.units[sale.plu]));
      const result = await this.cloud<UploadTradesResult>('/trades', {
        method: 'POST',
        body: { trades: batch },
        scaleUuid,
      });
      if (result.rejected.length) {
        throw new Error(`the cloud refused ${result.rejected.length} sales: ${result.rejected[0]?.reason ?? ''}`);
      }
      stored += result.accepted + result.duplicates;
    }
    if (stored === sales.length) {
      await link.send(CLEAR_SALES);
    }
  }
}
