import { LOCK_REFUSAL_REASONS } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { distanceMeters, matchOpening, type MatchDevice, type MatchStaff, type Position } from './lock-permission';

const HANGZHOU: Position = { lat: 30.2741, lng: 120.1551 };
const SHANGHAI: Position = { lat: 31.2304, lng: 121.4737 };

describe('distanceMeters', () => {
  it('measures Hangzhou to Shanghai as about 165 km, the same both ways', () => {
    const there = distanceMeters(HANGZHOU, SHANGHAI);
    expect(there).toBeGreaterThan(163_000);
    expect(there).toBeLessThan(167_000);
    expect(distanceMeters(SHANGHAI, HANGZHOU)).toBeCloseTo(there, 6);
  });

  it('is zero at the same place, and one degree of latitude is about 111 km', () => {
    expect(distanceMeters(HANGZHOU, HANGZHOU)).toBe(0);
    const degree = distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
    expect(degree).toBeGreaterThan(111_000);
    expect(degree).toBeLessThan(111_400);
  });

  it('crosses the date line the short way', () => {
    const across = distanceMeters({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 });
    expect(across).toBeGreaterThan(22_000);
    expect(across).toBeLessThan(22_500);
  });
});

const COMPANY = 7;
const device: MatchDevice = { id: 1, company_id: COMPANY, shop_id: 3 };
/** Verified, active, serving the company, working within 20 km of central Hangzhou. */
const staff: NonNullable<MatchStaff> = {
  id: 9,
  status: 'active',
  face_status: 'verified',
  area_lat: HANGZHOU.lat,
  area_lng: HANGZHOU.lng,
  area_radius_m: 20_000,
  company_ids: [2, COMPANY],
};
/** About 5.6 km north of the centre. */
const NEARBY: Position = { lat: HANGZHOU.lat + 0.05, lng: HANGZHOU.lng };

type Case = { name: string; device: MatchDevice; staff: MatchStaff; at: Position; reason: string | null };

const cases: Case[] = [
  { name: 'no device has the MAC', device: null, staff, at: NEARBY, reason: 'device_unknown' },
  {
    name: 'the device is bound to no shop',
    device: { id: 1, company_id: null, shop_id: null },
    staff,
    at: NEARBY,
    reason: 'device_unbound',
  },
  {
    name: 'the device’s shop was deleted (company kept, no shop)',
    device: { id: 1, company_id: COMPANY, shop_id: null },
    staff,
    at: NEARBY,
    reason: 'device_unbound',
  },
  { name: 'the account is no repair person', device, staff: null, at: NEARBY, reason: 'not_staff' },
  {
    name: 'the person serves other companies only',
    device,
    staff: { ...staff, company_ids: [2, 3] },
    at: NEARBY,
    reason: 'not_staff',
  },
  {
    name: 'the person is suspended',
    device,
    staff: { ...staff, status: 'suspended' },
    at: NEARBY,
    reason: 'staff_suspended',
  },
  {
    name: 'the face was never verified',
    device,
    staff: { ...staff, face_status: 'unverified' },
    at: NEARBY,
    reason: 'face_not_verified',
  },
  {
    name: 'the face verification failed',
    device,
    staff: { ...staff, face_status: 'failed' },
    at: NEARBY,
    reason: 'face_not_verified',
  },
  {
    name: 'the person has no work area',
    device,
    staff: { ...staff, area_lat: null, area_lng: null, area_radius_m: null },
    at: NEARBY,
    reason: 'no_area',
  },
  {
    name: 'the area has a centre but no radius',
    device,
    staff: { ...staff, area_radius_m: null },
    at: NEARBY,
    reason: 'no_area',
  },
  { name: 'the person stands in Shanghai', device, staff, at: SHANGHAI, reason: 'outside_area' },
  { name: 'everything holds', device, staff, at: NEARBY, reason: null },
  { name: 'the person stands at the centre', device, staff, at: HANGZHOU, reason: null },
];

describe('matchOpening', () => {
  it.each(cases)('$name → $reason', ({ device: d, staff: s, at, reason }) => {
    const result = matchOpening(d, s, at);
    expect(result.reason).toBe(reason);
    expect(result.decision).toBe(reason === null ? 'allowed' : 'refused');
  });

  it('covers every refusal reason', () => {
    expect(new Set(cases.map((c) => c.reason).filter(Boolean))).toEqual(new Set(LOCK_REFUSAL_REASONS));
  });

  it('gives the distance from the area centre once it gets that far, rounded to metres', () => {
    expect(matchOpening(device, staff, NEARBY).distance_m).toBe(Math.round(distanceMeters(HANGZHOU, NEARBY)));
    expect(matchOpening(device, staff, SHANGHAI).distance_m).toBeGreaterThan(160_000);
    expect(matchOpening(device, { ...staff, face_status: 'failed' }, NEARBY).distance_m).toBeNull();
  });

  it('allows on the area’s edge and refuses one metre past it', () => {
    const edge = Math.round(distanceMeters(HANGZHOU, NEARBY));
    expect(matchOpening(device, { ...staff, area_radius_m: edge }, NEARBY).decision).toBe('allowed');
    expect(matchOpening(device, { ...staff, area_radius_m: edge - 1 }, NEARBY)).toEqual({
      decision: 'refused',
      reason: 'outside_area',
      distance_m: edge,
    });
  });

  it('checks in order: an unbound device refuses before the person is looked at', () => {
    expect(matchOpening({ id: 1, company_id: null, shop_id: null }, null, SHANGHAI).reason).toBe('device_unbound');
    expect(matchOpening(device, { ...staff, status: 'suspended', face_status: 'failed' }, SHANGHAI).reason).toBe(
      'staff_suspended',
    );
  });
});
