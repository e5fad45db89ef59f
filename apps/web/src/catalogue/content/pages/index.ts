import type { StaticPage } from '../types';
import { dahualock, facedowning } from './app-pages';
import { about, classjijia, device, houer } from './company-pages';
import { home } from './home';
import { privacy } from './privacy';
import { dahuascale, dahuascaleweihu, paymentsign } from './scale-service-pages';
import { instructions, pinzhi, shebei, tmfdoc, weixiu } from './service-pages';
import { useragreement } from './user-agreement';

export { FACE_APP_SCHEME, LOCK_APP_SCHEME } from './app-pages';

export const STATIC_PAGES: readonly StaticPage[] = [
  home,
  weixiu,
  pinzhi,
  shebei,
  tmfdoc,
  instructions,
  about,
  device,
  houer,
  classjijia,
  privacy,
  useragreement,
  dahualock,
  facedowning,
  dahuascale,
  paymentsign,
  dahuascaleweihu,
];
