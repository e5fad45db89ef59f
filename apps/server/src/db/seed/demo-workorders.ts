import { inArray } from 'drizzle-orm';
import { scales } from '../../modules/scales/scales.table';
import { workOrderComments, workOrders } from '../../modules/workorders/workorders.table';
import type { Db } from '../client';

const HOUR = 3_600_000;

/**
 * Two service cases of the demo company: a fault at the meat counter, resolved and closed last
 * week, and a ticket-footer request at the cash register waiting for the shop's answer.
 */
export async function seedDemoWorkOrders(
  tx: Db,
  companyId: number,
  people: { owner: number; admin: number },
  now = new Date(),
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const counters = await tx
    .select({ id: scales.id, uuid: scales.scale_uuid })
    .from(scales)
    .where(inArray(scales.scale_uuid, ['TMDEMO000002', 'TMDEMO000003']));
  const scaleId = (uuid: string) => counters.find((scale) => scale.uuid === uuid)?.id ?? null;
  const contact = { contact_name: '王建国', contact_phone: '13800000001', created_by: people.owner };

  const [fault, footer] = await tx
    .insert(workOrders)
    .values([
      {
        ...contact,
        company_id: companyId,
        category: 'fault',
        status: 'closed',
        title: '肉品水产秤打印的标签发灰',
        description: '这两天打出来的标签字很淡，条码扫不出来，换了新标签纸也一样。',
        scale_id: scaleId('TMDEMO000002'),
        preferred_time: '工作日上午',
        assignee_id: people.admin,
        created_time: at(170),
        first_answer_time: at(169),
        resolved_time: at(150),
        closed_time: at(149),
        last_modified_time: at(149),
      },
      {
        ...contact,
        company_id: companyId,
        category: 'label_price',
        status: 'waiting_customer',
        title: '收银台秤的小票想加店铺电话',
        description: '希望小票最下面印上门店电话和“欢迎再次光临”。',
        scale_id: scaleId('TMDEMO000003'),
        assignee_id: people.admin,
        created_time: at(5),
        first_answer_time: at(4),
        last_modified_time: at(4),
      },
    ])
    .returning({ id: workOrders.id });
  if (!fault || !footer) {
    throw new Error('demo work orders not inserted');
  }
  const service = { author_id: people.admin, side: 'service' as const };
  await tx.insert(workOrderComments).values([
    { ...service, work_order_id: fault.id, body: '', status: 'assigned', created_time: at(169.5) },
    {
      ...service,
      work_order_id: fault.id,
      body: '请在秤的设置里把打印浓度从 3 调到 6 试试，调好后打一张样张拍给我们。',
      created_time: at(169),
    },
    {
      ...service,
      work_order_id: fault.id,
      body: '浓度设置正常，疑似打印头积碳',
      internal: true,
      created_time: at(168),
    },
    {
      author_id: people.owner,
      side: 'customer',
      work_order_id: fault.id,
      body: '调到 6 以后清楚多了，扫码也正常了，谢谢！',
      created_time: at(151),
    },
    {
      ...service,
      work_order_id: fault.id,
      body: '好的，建议每周用酒精棉清洁一次打印头。',
      status: 'resolved',
      created_time: at(150),
    },
    {
      author_id: people.owner,
      side: 'customer',
      work_order_id: fault.id,
      body: '',
      status: 'closed',
      created_time: at(149),
    },
    { ...service, work_order_id: footer.id, body: '', status: 'assigned', created_time: at(4.5) },
    {
      ...service,
      work_order_id: footer.id,
      body: '可以设置，页脚最多 4 行。请把门店电话和想印的文字发给我们，我们远程帮您设好。',
      status: 'waiting_customer',
      created_time: at(4),
    },
  ]);
}
