import type { HotKey, ScaleModelId } from '@tm/contracts';
import { newDeviceKey } from '../../modules/device/device-auth';
import { scaleGoods, scales } from '../../modules/scales/scales.table';
import type { Db } from '../client';

type DemoGood = { id: number; plu: number; category: string; name: string };

/**
 * The demo shops' scales: a label scale for fruit and vegetables and a price-tag scale at the meat
 * and seafood counter in the hypermarket, a cash-register scale in the community shop; each holds
 * the goods of its counter, the first twenty on hot keys. Their device keys are not kept: a scale
 * joins with a key from "regenerate key" or through the simulator.
 */
export async function seedDemoScales(
  tx: Db,
  companyId: number,
  shops: { xixi: number; wensan: number },
  stored: DemoGood[],
): Promise<void> {
  const counters: { shop: number; name: string; model: ScaleModelId; uuid: string; categories: string[] }[] = [
    { shop: shops.xixi, name: '果蔬区 1 号秤', model: 'TM-Aa', uuid: 'TMDEMO000001', categories: ['蔬菜', '水果'] },
    { shop: shops.xixi, name: '肉品水产秤', model: 'TM-H', uuid: 'TMDEMO000002', categories: ['肉禽', '水产'] },
    {
      shop: shops.wensan,
      name: '收银台秤',
      model: 'SY-A',
      uuid: 'TMDEMO000003',
      categories: ['蔬菜', '水果', '肉禽', '水产', '干货'],
    },
  ];
  for (const counter of counters) {
    const held = stored.filter((good) => counter.categories.includes(good.category));
    const hotKeys: HotKey[] = held
      .slice(0, 20)
      .map((good, i) => ({ key: i + 1, plu: good.plu, name: good.name, type: 'UP' }));
    const [scale] = await tx
      .insert(scales)
      .values({
        company_id: companyId,
        shop_id: counter.shop,
        scale_name: counter.name,
        scale_uuid: counter.uuid,
        model: counter.model,
        device_key_hash: newDeviceKey().hash,
        hot_keys: hotKeys,
      })
      .returning({ id: scales.id });
    if (!scale) {
      throw new Error('demo scale not inserted');
    }
    if (held.length > 0) {
      await tx
        .insert(scaleGoods)
        .values(held.map((good) => ({ scale_id: scale.id, good_id: good.id, company_id: companyId, plu: good.plu })));
    }
  }
}
