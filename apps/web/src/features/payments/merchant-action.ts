import { PAY_PERMISSION } from '@tm/contracts';

/** What the merchant registration button does for a permissionsType (console spec §4). */
export type MerchantAction = 'no-permission' | 'register' | 'sign-in' | 'unknown';

export function merchantActionFor(permissionsType: unknown): MerchantAction {
  switch (permissionsType) {
    case PAY_PERMISSION.NONE:
      return 'no-permission';
    case PAY_PERMISSION.ALLOWED:
      return 'register';
    case PAY_PERMISSION.MERCHANT:
      return 'sign-in';
    default:
      return 'unknown';
  }
}
