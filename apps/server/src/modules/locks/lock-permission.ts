import type { FaceStatus, LockOpeningDecision, LockRefusalReason, RepairStaffStatus } from '@tm/contracts';

/**
 * The automatic permission match (docs/locks.md): may this app account open this lock, here, now?
 * A pure function over what the database holds at the moment of asking, so every rule is tested
 * without a database and the recorded decision can be explained from its inputs.
 */

export type Position = { lat: number; lng: number };

/** The lock as registered, or null when no device has the MAC. */
export type MatchDevice = { id: number; company_id: number | null; shop_id: number | null } | null;

/** The repair person behind the app account, or null when the account never joined a company. */
export type MatchStaff = {
  id: number;
  status: RepairStaffStatus;
  face_status: FaceStatus;
  area_lat: number | null;
  area_lng: number | null;
  area_radius_m: number | null;
  /** The companies the person serves. */
  company_ids: readonly number[];
} | null;

export type MatchResult = {
  decision: LockOpeningDecision;
  reason: LockRefusalReason | null;
  /** Metres from the centre of the person's area, once the match got that far. */
  distance_m: number | null;
};

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine); within 0.5% of the ellipsoid, plenty for an area check. */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const refused = (reason: LockRefusalReason, distance: number | null = null): MatchResult => ({
  decision: 'refused',
  reason,
  distance_m: distance,
});

/**
 * Refuses for the first reason that holds, in the order of LOCK_REFUSAL_REASONS: an unknown
 * device, an unbound one, a person who is not staff of the lock's company, suspended, without a
 * verified face, without a work area, or outside it; else allows.
 */
export function matchOpening(device: MatchDevice, staff: MatchStaff, position: Position): MatchResult {
  if (!device) {
    return refused('device_unknown');
  }
  if (device.shop_id === null || device.company_id === null) {
    return refused('device_unbound');
  }
  if (!staff || !staff.company_ids.includes(device.company_id)) {
    return refused('not_staff');
  }
  if (staff.status === 'suspended') {
    return refused('staff_suspended');
  }
  if (staff.face_status !== 'verified') {
    return refused('face_not_verified');
  }
  if (staff.area_lat === null || staff.area_lng === null || staff.area_radius_m === null) {
    return refused('no_area');
  }
  const distance = Math.round(distanceMeters({ lat: staff.area_lat, lng: staff.area_lng }, position));
  if (distance > staff.area_radius_m) {
    return refused('outside_area', distance);
  }
  return { decision: 'allowed', reason: null, distance_m: distance };
}
