import { randomUUID } from 'node:crypto';

/** What the repair app sends to prove who holds the phone: a face image, or the provider SDK's token. */
export type FaceVerifyInput = { staff_id: number; image: Buffer | null; provider_token: string | null };

/** The provider's answer: passed or not, its confidence (0..1) and its own id of the request. */
export type FaceVerifyAnswer = { passed: boolean; score: number | null; request_id: string };

/** A face-verification service (docs/repair.md). Every request and answer is kept in face_verifications. */
export type FaceVerifier = {
  /** Stored with each verification, so the history says who answered. */
  name: string;
  verifyFace(input: FaceVerifyInput): Promise<FaceVerifyAnswer>;
};

/**
 * Development and demo provider: answers as configured (FACE_VERIFY_DEV_RESULT, default pass)
 * without looking at the picture. The service records the request like any provider's.
 */
export function devFaceVerifier(result: 'pass' | 'fail'): FaceVerifier {
  return {
    name: 'dev',
    async verifyFace() {
      const passed = result === 'pass';
      return { passed, score: passed ? 0.98 : 0.12, request_id: `dev-${randomUUID()}` };
    },
  };
}
