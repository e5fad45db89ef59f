import type { Product } from '../types';
import { aAcsthree } from './aAcsthree';
import { acsaa } from './acsaa';
import { acsabone } from './acsabone';
import { acsabtwo } from './acsabtwo';
import { acseight } from './acseight';
import { acseleven } from './acseleven';
import { acsfive } from './acsfive';
import { acsfour } from './acsfour';
import { acsnine } from './acsnine';
import { acsone } from './acsone';
import { acsseven } from './acsseven';
import { acssix } from './acssix';
import { acsten } from './acsten';
import { acstwleve } from './acstwleve';
import { acstwo } from './acstwo';
import { baozhuang } from './baozhuang';
import { dy } from './dy';
import { Syaa1a } from './Syaa1a';
import { Syaa1b } from './Syaa1b';
import { syafirst } from './syafirst';
import { syafive } from './syafive';
import { syaone } from './syaone';
import { syathree } from './syathree';
import { syboned } from './syboned';
import { sybonel } from './sybonel';
import { tcsa } from './tcsa';
import { tcsb } from './tcsb';
import { tiebiao } from './tiebiao';
import { TmA3 } from './TmA3';
import { tmaa } from './tmaa';
import { TmAa4b } from './TmAa4b';
import { TmAa4bl } from './TmAa4bl';
import { Tmaa4d } from './Tmaa4d';
import { Tmaa4g } from './Tmaa4g';
import { Tmaa5d } from './Tmaa5d';
import { Tmaa6a } from './Tmaa6a';
import { TmAaP } from './TmAaP';
import { Tmab } from './Tmab';
import { tmaz } from './tmaz';
import { TmF } from './TmF';
import { tmf65 } from './tmf65';
import { tmf66 } from './tmf66';
import { tmh65 } from './tmh65';
import { tmhl } from './tmhl';
import { tmhone } from './tmhone';
import { tmhp } from './tmhp';
import { tmhthree } from './tmhthree';
import { tmhtwo } from './tmhtwo';
import { tmpd } from './tmpd';
import { tmpl } from './tmpl';
import { tmpp } from './tmpp';
import { tmptwo } from './tmptwo';
import { xkb } from './xkb';
import { Xkm } from './Xkm';
import { Xkthree } from './Xkthree';

/** Every product page (catalogue spec §2.4), one file per route. */
export const PRODUCTS: readonly Product[] = [
  aAcsthree,
  acsaa,
  acsabone,
  acsabtwo,
  acseight,
  acseleven,
  acsfive,
  acsfour,
  acsnine,
  acsone,
  acsseven,
  acssix,
  acsten,
  acstwleve,
  acstwo,
  baozhuang,
  dy,
  Syaa1a,
  Syaa1b,
  syafirst,
  syafive,
  syaone,
  syathree,
  syboned,
  sybonel,
  tcsa,
  tcsb,
  tiebiao,
  TmA3,
  tmaa,
  TmAa4b,
  TmAa4bl,
  Tmaa4d,
  Tmaa4g,
  Tmaa5d,
  Tmaa6a,
  TmAaP,
  Tmab,
  tmaz,
  TmF,
  tmf65,
  tmf66,
  tmh65,
  tmhl,
  tmhone,
  tmhp,
  tmhthree,
  tmhtwo,
  tmpd,
  tmpl,
  tmpp,
  tmptwo,
  xkb,
  Xkm,
  Xkthree,
];
