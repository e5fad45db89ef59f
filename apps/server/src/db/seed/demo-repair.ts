import { PRIVACY_POLICY_VERSION } from '@tm/contracts';
import {
  faceVerifications,
  lockAppAccounts,
  repairInviteCodes,
  repairStaff,
  repairStaffCompanies,
} from '../../modules/repair/repair.table';
import type { Db } from '../client';

const DAY = 86_400_000;

/**
 * The demo company's repair side (docs/repair.md): two invite codes, and one repair person who
 * joined with the first, passed face verification and works within 20 km of Hangzhou's centre.
 */
export async function seedDemoRepair(
  tx: Db,
  companyId: number,
  ownerId: number | null,
  now = new Date(),
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const [partner, oneOff] = await tx
    .insert(repairInviteCodes)
    .values([
      {
        company_id: companyId,
        code: 'XFWXHZ26',
        max_uses: 5,
        use_count: 1,
        expires_at: new Date(now.getTime() + 30 * DAY),
        note: '冷链设备维修合作商',
        created_by: ownerId,
        created_time: at(10),
      },
      {
        company_id: companyId,
        code: 'XFTMP7Q3',
        max_uses: 1,
        expires_at: new Date(now.getTime() + 7 * DAY),
        note: '临时电工',
        created_by: ownerId,
        created_time: at(1),
      },
    ])
    .returning({ id: repairInviteCodes.id });
  const [account] = await tx
    .insert(lockAppAccounts)
    .values({
      phone_number: '13900000088',
      nickname: '维修0088',
      privacy_version: PRIVACY_POLICY_VERSION,
      privacy_accepted_time: at(9),
      created_time: at(9),
      last_seen_time: at(2),
    })
    .returning({ id: lockAppAccounts.id });
  if (!partner || !oneOff || !account) {
    throw new Error('demo repair rows not inserted');
  }
  const [staff] = await tx
    .insert(repairStaff)
    .values({
      account_id: account.id,
      name: '张师傅',
      phone_number: '13900000088',
      face_status: 'verified',
      face_verified_time: at(9),
      area_label: '杭州市区',
      area_lat: 30.27,
      area_lng: 120.15,
      area_radius_m: 20_000,
      created_time: at(9),
      last_modified_time: at(8),
    })
    .returning({ id: repairStaff.id });
  if (!staff) {
    throw new Error('demo repair person not inserted');
  }
  await tx
    .insert(repairStaffCompanies)
    .values({ staff_id: staff.id, company_id: companyId, invite_code_id: partner.id, joined_time: at(9) });
  await tx.insert(faceVerifications).values({
    staff_id: staff.id,
    provider: 'dev',
    request_id: 'dev-demo-0001',
    passed: 1,
    score: 0.98,
    detail: { input: 'provider_token' },
    created_time: at(9),
  });
}
