import type { CodeId, EthicsCode } from '../types';
import { AACC_CODE } from './aacc';
import { AAMFT_CODE } from './aamft';
import { AAPC_CODE } from './aapc';
import { ACA_CODE } from './aca';
import { APA_CODE } from './apa';
import { APA_PSYCH_CODE } from './apa-psych';
import { ASCA_CODE } from './asca';
import { CRCC_CODE } from './crcc';
import { NAADAC_CODE } from './naadac';
import { NAPS_CODE } from './naps';
import { NASW_CODE } from './nasw';
import { NBCC_CODE } from './nbcc';
import { NCDA_CODE } from './ncda';

/** The order the knowledge base lists codes in: the four general clinical codes, then the specialties. */
export const CODE_ORDER: CodeId[] = ['ACA', 'NASW', 'APA', 'AAMFT', 'APA-PSYCH', 'ASCA', 'NAADAC', 'CRCC', 'NCDA', 'NAPS', 'AAPC', 'AACC', 'NBCC'];

export const CODES: Record<CodeId, EthicsCode> = {
  ACA: ACA_CODE,
  NASW: NASW_CODE,
  APA: APA_CODE,
  AAMFT: AAMFT_CODE,
  'APA-PSYCH': APA_PSYCH_CODE,
  ASCA: ASCA_CODE,
  NAADAC: NAADAC_CODE,
  CRCC: CRCC_CODE,
  NCDA: NCDA_CODE,
  NAPS: NAPS_CODE,
  AAPC: AAPC_CODE,
  AACC: AACC_CODE,
  NBCC: NBCC_CODE,
};
